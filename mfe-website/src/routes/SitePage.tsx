import { NotFoundView, ServerErrorView, styled, useLocation, useTranslation } from '@theke/ui';
import { BlockList } from '../features/blocks/BlockList';
import { JobFacts } from '../features/pages/JobFacts';
import { useSiteByPath } from '../features/pages/use-site-by-path';

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
  return (
    <article data-testid="site-page">
      {site.isPublic ? null : <Draft data-testid="draft-flag">{t('site.draft')}</Draft>}
      <h1>{site.type === 'job' ? site.name : site.title || site.name}</h1>
      {site.type === 'job' ? <JobFacts site={site} /> : null}
      <BlockList blocks={site.content?.body ?? []} />
    </article>
  );
}
