import { lazy, Suspense, useState } from 'react';
import { Link, media, styled, useConfig, useTranslation } from '@theke/ui';
import { imageUrl } from '@theke/domain';
import { useNavigation } from '../../navigation/use-navigation';
import { DesktopNavigation } from './DesktopNavigation';

// Only opened by a tap on the burger: not part of the first load.
const MobileMenu = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu'));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
  img {
    height: 2.5rem;
    width: auto;
  }
`;

const Desktop = styled.div`
  display: none;
  ${media.wide} {
    display: flex;
    align-items: center;
    gap: 1.5rem;
  }
`;

const Burger = styled.button`
  display: inline-flex;
  flex-direction: column;
  gap: 5px;
  padding: 0.5rem;
  background: none;
  border: 0;
  cursor: pointer;
  span {
    display: block;
    width: 24px;
    height: 2px;
    background: currentColor;
  }
  ${media.wide} {
    display: none;
  }
`;

/** SPEC §2 header: logo, main and secondary navigation; a burger menu on mobile. */
export function Header() {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const main = useNavigation('main');
  const secondary = useNavigation('secondary');
  const mobile = useNavigation('mobile');
  const [menuOpen, setMenuOpen] = useState(false);
  const logo = config?.logo ? imageUrl(config.logo, 'small') : null;
  const name = config?.shopName ?? '';

  return (
    <Bar data-testid="header">
      <Logo to="/" aria-label={name}>
        {/* A fixed height and the original's aspect ratio reserve the logo's box before it loads (CLS). */}
        {logo ? <img src={logo} alt={name} width={config?.logo?.width ?? undefined} height={config?.logo?.height ?? undefined} /> : null}
        <span>{name}</span>
      </Logo>
      <Desktop>
        <DesktopNavigation nodes={main} label="Hauptnavigation" />
        <DesktopNavigation nodes={secondary} label="Sekundäre Navigation" variant="secondary" />
      </Desktop>
      <Burger aria-label={t('layout.menu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)} data-testid="burger">
        <span />
        <span />
        <span />
      </Burger>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu nodes={mobile.length > 0 ? mobile : [...main, ...secondary]} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </Bar>
  );
}
