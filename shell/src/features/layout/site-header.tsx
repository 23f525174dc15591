import styled from '@emotion/styled';
import { buttonStyles, Container } from '@gentlebowl/ui';
import { type ReactNode, useState } from 'react';
import { Link, NavLink } from '@gentlebowl/router';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { findFoodHref, headerNavigation } from '@gentlebowl/routes';
import { NAV_ON_ITS_OWN_ROW, NAV_ROW_HEIGHT_PX, SITE_HEADER_HEIGHT_PX } from '../../shared/page-overlays';

const Header = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.header,
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.sm,
  '@media print': { position: 'static', boxShadow: 'none' },
}));

const Bar = styled(Container)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  minHeight: SITE_HEADER_HEIGHT_PX,
  // The logo and the actions on the first row, the navigation on the second (its own grid row).
  [NAV_ON_ITS_OWN_ROW]: {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    gridTemplateRows: `${SITE_HEADER_HEIGHT_PX}px ${NAV_ROW_HEIGHT_PX}px`,
    rowGap: 0,
  },
}));

const DesktopNav = styled.nav(({ theme }) => ({
  [theme.breakpoints.mobile]: { display: 'none' },
  [NAV_ON_ITS_OWN_ROW]: {
    gridRow: 2,
    gridColumn: '1 / -1',
    alignSelf: 'start',
    // The first label's text lines up with the logo above it.
    marginInlineStart: `calc(-1 * ${theme.space(3)})`,
  },
  ul: { display: 'flex', gap: theme.space(1), listStyle: 'none', margin: 0, padding: 0 },
  '@media print': { display: 'none' },
}));

const NavItemLink = styled(NavLink)(({ theme }) => ({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  padding: `${theme.space(2)} ${theme.space(3)}`,
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.surfaceMuted },
  '&.active': { background: theme.colors.primary, color: theme.colors.onPrimary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  '@media print': { display: 'none' },
}));

const DesktopOnly = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  [theme.breakpoints.mobile]: { display: 'none' },
}));

const FindFoodLink = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'accent', size: 'md' }), { whiteSpace: 'nowrap' });

const MenuToggle = styled.button(({ theme }) => ({
  display: 'none',
  width: 44,
  height: 44,
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  [theme.breakpoints.mobile]: { display: 'inline-flex' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader({ themeSwitch }: { themeSwitch: ReactNode }) {
  // Known once the page's scripts run; until then the browser tells assistive technology whether
  // the menu its button controls is open.
  const [menuOpen, setMenuOpen] = useState<boolean | undefined>(undefined);

  return (
    <Header>
      <Bar>
        <BrandLogo />
        <DesktopNav aria-label="Main">
          <ul>
            {headerNavigation.map((item) => (
              <li key={item.href}>
                <NavItemLink to={item.href} end={item.href === '/'}>
                  {item.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <Actions>
          <DesktopOnly>
            {themeSwitch}
            <FindFoodLink to={findFoodHref}>Find Food Now</FindFoodLink>
          </DesktopOnly>
          <MenuToggle type="button" aria-label="Open menu" aria-expanded={menuOpen} popoverTarget={MOBILE_MENU_ID}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </MenuToggle>
        </Actions>
      </Bar>
      <MobileMenu id={MOBILE_MENU_ID} themeSwitch={themeSwitch} onToggle={setMenuOpen} />
    </Header>
  );
}
