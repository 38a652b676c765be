import '../texts';
import { Suspense } from 'react';
import { NotFoundView, ServerErrorView, styled, useLocation, useTranslation } from '@theke/ui';
import { BlockList, hasOwnHeading } from '../features/blocks';
import { JobFacts, useSiteByPath } from '../features/pages';

const Draft = styled.span`
  display: inline-block;
  margin-bottom: 0.5rem;
  padding: 0.125rem 0.5rem;
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
`;

const KNOWN_TYPES = new Set(['default', 'job']);

/** SPEC §2 content page looked up by path: nothing while loading, 404 when missing, 500 for an unknown type. */
export default function SitePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lookup = useSiteByPath(pathname);
  if (lookup.status === 'loading') return null;
  if (lookup.status === 'missing') return <NotFoundView />;
  const { site } = lookup;
  if (!KNOWN_TYPES.has(site.type ?? 'default')) return <ServerErrorView />;
  const body = site.content?.body ?? [];
  const isJob = site.type === 'job';
  // One boundary: the page shows once every block chunk it needs has loaded (no layout shift).
  return (
    <Suspense fallback={null}>
      <article data-testid="site-page" data-site-type={site.type}>
        {site.isPublic ? null : <Draft data-testid="draft-flag">{t('site.draft')}</Draft>}
        {isJob || !hasOwnHeading(body) ? <h1>{isJob ? site.name : site.title || site.name}</h1> : null}
        {isJob ? <JobFacts site={site} /> : null}
        <BlockList blocks={body} />
      </article>
    </Suspense>
  );
}
