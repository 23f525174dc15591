import styled from '@emotion/styled';
import { buttonStyles } from '@gentlebowl/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import { findFoodHref, headerNavigation } from '@gentlebowl/routes';

const Overlay = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.overlay,
  background: theme.colors.overlay,
}));

const Panel = styled.div(({ theme }) => ({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: theme.zIndex.overlay,
  width: 'min(20rem, 85vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
  padding: theme.space(5),
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: theme.shadows.lg,
  overflowY: 'auto',
  transform: 'translateX(100%)',
  visibility: 'hidden',
  transition: 'transform 220ms ease, visibility 0s linear 220ms',
  '&[data-open="true"]': { transform: 'translateX(0)', visibility: 'visible', transition: 'transform 220ms ease' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none !important' },
}));

const Top = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

const CloseButton = styled.button(({ theme }) => ({
  width: 44,
  height: 44,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

const Links = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  a: {
    display: 'block',
    padding: `${theme.space(3)} ${theme.space(3)}`,
    borderRadius: theme.radii.md,
    color: theme.colors.text,
    fontWeight: 600,
    textDecoration: 'none',
    '&[aria-current="page"]': { background: theme.colors.primary, color: theme.colors.onPrimary },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
}));

const FindFood = styled.a(({ theme }) => buttonStyles(theme, { variant: 'accent', size: 'lg', fullWidth: true }));

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  themeSwitch: ReactNode;
}

function isCurrent(path: string, pathname: string): boolean {
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/** The slide-in menu for screens 768 px wide or less. Its links are plain anchors: choosing one
 * closes the menu and loads the page afresh. */
export function MobileMenu({ id, open, onClose, themeSwitch }: Props) {
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const element = panel.current;
    element?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const focusable = [...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      {open && <Overlay data-testid="mobile-menu-overlay" onClick={onClose} />}
      <Panel
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        data-open={open}
        aria-hidden={!open}
        inert={!open}
      >
        <Top>
          <BrandLogo onNavigate={onClose} />
          <CloseButton type="button" aria-label="Close menu" onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </Top>
        <nav aria-label="Mobile">
          <Links>
            {headerNavigation.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined} onClick={onClose}>
                  {item.label}
                </a>
              </li>
            ))}
          </Links>
        </nav>
        <FindFood href={findFoodHref} onClick={onClose}>
          Find Food Now
        </FindFood>
        {themeSwitch}
      </Panel>
    </>
  );
}
