import '../texts';
import { NotFoundView, resolveRouteKind, styled, useConfig, useLocation, useTranslation, type LegalPage as LegalPageName } from '@theke/ui';

const TEXTS = {
  'terms-and-conditions': { title: 'footer.termsAndConditions', text: 'termsAndConditionsText', url: 'termsAndConditions' },
  privacy: { title: 'footer.privacyPolicy', text: 'privacyPolicyText', url: 'privacyPolicy' },
  imprint: { title: 'footer.imprint', text: 'imprintText', url: 'imprint' },
  allergens: { title: 'footer.allergens', text: 'allergensText', url: 'allergens' },
} as const satisfies Record<LegalPageName, { title: string; text: string; url: string }>;

const Body = styled.div`
  line-height: 1.6;
`;

/** SPEC §2 fixed legal pages (and /datenschutzerklaerung): the configured text, or a link to the external page. */
export default function LegalPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: config } = useConfig();
  const route = resolveRouteKind(pathname);
  if (route.kind !== 'legal') return <NotFoundView />;
  const page = TEXTS[route.page];
  const text = config?.[page.text];
  const url = config?.[page.url];
  if (typeof text !== 'string' || !text) {
    if (typeof url === 'string' && url) {
      return (
        <article>
          <h1>{t(page.title)}</h1>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
        </article>
      );
    }
    return <NotFoundView />;
  }
  return (
    <article data-testid="legal-page">
      <h1>{t(page.title)}</h1>
      {/* Staff-authored rich text from the configuration. */}
      <Body dangerouslySetInnerHTML={{ __html: text }} />
    </article>
  );
}
