import { giveConsent, Button, Link, styled, useConfig, useConsent, useTranslation } from '@theke/ui';
import { privacyLink } from '../footer/legal-links';

const Banner = styled.aside`
  position: fixed;
  left: 1rem;
  right: 1rem;
  bottom: 1rem;
  z-index: 900;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  max-width: 56rem;
  margin: 0 auto;
  padding: 1rem 1.25rem;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  p {
    margin: 0;
    flex: 1 1 20rem;
  }
  a {
    color: inherit;
  }
`;

/** SPEC §2/§4 cookie banner: 'Mehr erfahren' to the privacy page, 'Akzeptieren' stores consent. */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const { data: config } = useConfig();
  if (consent) return null;
  const privacy = privacyLink(config);
  return (
    <Banner aria-label="Cookies" data-testid="cookie-banner">
      <p>
        {t('consent.text')}{' '}
        {privacy.external ? (
          <a href={privacy.href} target="_blank" rel="noopener noreferrer">
            {t('consent.learnMore')}
          </a>
        ) : (
          <Link to={privacy.href}>{t('consent.learnMore')}</Link>
        )}
      </p>
      <Button $variant="secondary" style={{ color: 'inherit', borderColor: 'currentColor' }} onClick={giveConsent}>
        {t('consent.accept')}
      </Button>
    </Banner>
  );
}
