import { Suspense } from 'react';
import { Button, lazyPart, Link, styled, useBranches, useConfig, useLocation, useRouteContext, useTranslation } from '@theke/ui';
import { resolveRouteKind } from '@theke/ui';
import { FooterLinkItem } from './FooterLinkItem';
import { legalLinks } from './legal-links';

/** Only content pages show the alternative footer: a lazy chunk keeps it off the storefront's first load. */
const AlternativeFooter = lazyPart<object>('shell/AlternativeFooter', () =>
  import(/* webpackChunkName: "alternative-footer" */ './AlternativeFooter').then((module) => ({ default: module.AlternativeFooter })),
);

export const FooterBar = styled.footer`
  margin-top: 2rem;
  padding: 2rem 1rem;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.primary};
  a,
  button {
    color: inherit;
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  justify-content: center;
  margin-bottom: 1rem;
`;

const Copyright = styled.p`
  margin: 0;
  text-align: center;
  opacity: 0.8;
`;

/** Asks the install prompt (PWA feature) to open; the prompt itself lives with the PWA plugin. */
export const INSTALL_APP_EVENT = 'theke:install-app';

/** SPEC §2 footer: shop, online ordering (exactly one branch), legal links, 'App installieren', copyright. */
function DefaultFooter() {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const { data: branches = [] } = useBranches();
  const publicBranches = branches.filter((branch) => branch.isPublic !== false);
  const onlyBranch = publicBranches.length === 1 ? publicBranches[0] : undefined;
  const selfService = useRouteContext() === 'self-service';
  const name = config?.businessName || config?.shopName || '';
  // SPEC §2: the self-service kiosk offers no app installation.
  const offerInstall = Boolean(config?.enablePluginPWA) && !selfService;

  return (
    <FooterBar data-testid="footer">
      <Links aria-label="Footer">
        {config?.website ? (
          <FooterLinkItem href={config.website} external>
            {config.shopName || t('footer.shop')}
          </FooterLinkItem>
        ) : (
          <Link to="/">{config?.shopName || t('footer.shop')}</Link>
        )}
        {onlyBranch ? <Link to={`/store/${onlyBranch.identifier}`}>{t('footer.orderOnline')}</Link> : null}
        {legalLinks(config).map((link) => (
          <FooterLinkItem key={link.labelKey} href={link.href} external={link.external}>
            {t(link.labelKey)}
          </FooterLinkItem>
        ))}
        {offerInstall ? (
          <Button $variant="link" onClick={() => window.dispatchEvent(new Event(INSTALL_APP_EVENT))}>
            {t('footer.installApp')}
          </Button>
        ) : null}
      </Links>
      <Copyright>{t('footer.copyright', { year: new Date().getFullYear(), name })}</Copyright>
    </FooterBar>
  );
}

/**
 * config.footerVariant chooses the footer; without it the company website's content pages get the
 * alternative footer and the storefront the default one.
 */
export function Footer() {
  const { pathname } = useLocation();
  const { data: config } = useConfig();
  const variant = config?.footerVariant ?? (resolveRouteKind(pathname).kind === 'site' ? 'alternative' : 'default');
  return variant === 'alternative' ? (
    <Suspense fallback={null}>
      <AlternativeFooter />
    </Suspense>
  ) : (
    <DefaultFooter />
  );
}
