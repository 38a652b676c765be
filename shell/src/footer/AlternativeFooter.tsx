import { Link, styled, useBranches, useConfig, useLocation, useNavigations, useSites, useTranslation } from '@theke/ui';
import { buildNavigation } from '../navigation/navigation';
import { FooterBar } from './Footer';
import { FooterLinkItem } from './FooterLinkItem';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 1120px;
  margin: 0 auto;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  address {
    font-style: normal;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** SPEC §2 alternative footer: business name, address, phone and email links, opening hours, footer navigation. */
export function AlternativeFooter() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: config } = useConfig();
  const { data: navigations = [] } = useNavigations();
  const { data: sites = [] } = useSites();
  const { data: branches = [] } = useBranches();
  const footerItems = navigations.find((navigation) => navigation.identifier === 'footer')?.items;
  const nodes = buildNavigation(footerItems, { sites, branches, pathname });

  return (
    <FooterBar data-testid="footer" data-variant="alternative">
      <Columns>
        <address>
          <strong>{config?.businessName}</strong>
          <br />
          {config?.street}
          <br />
          {config?.zipCode} {config?.city}
          <br />
          {config?.phone ? <a href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}>{config.phone}</a> : null}
          <br />
          {config?.email ? <a href={`mailto:${config.email}`}>{config.email}</a> : null}
        </address>
        <p>{t('footer.openingHours')}</p>
        <nav aria-label="Footer">
          <ul>
            {nodes
              .filter((node) => node.href !== null)
              .map((node) => (
                <li key={`${node.label}-${node.href}`}>
                  {node.external ? (
                    <FooterLinkItem href={node.href ?? '/'} external>
                      {node.label}
                    </FooterLinkItem>
                  ) : (
                    <Link to={node.href ?? '/'}>{node.label}</Link>
                  )}
                </li>
              ))}
          </ul>
        </nav>
      </Columns>
    </FooterBar>
  );
}
