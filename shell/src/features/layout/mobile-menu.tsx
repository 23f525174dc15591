import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { buttonStyles } from '@gentlebowl/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from '@gentlebowl/router';
import { BrandLogo } from './brand-logo';
import { findFoodHref, headerNavigation } from '@gentlebowl/routes';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

// A popover: the browser opens it from the header's button (no scripts needed), puts it above the
// page, and closes it on Escape or a tap beside it, giving focus back to the button.
const Panel = styled.div(({ theme }) => ({
  inset: '0 0 0 auto',
  margin: 0,
  border: 0,
  width: 'min(20rem, 85vw)',
  height: '100%',
  maxHeight: 'none',
  flexDirection: 'column',
  gap: theme.space(6),
  padding: theme.space(5),
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: theme.shadows.lg,
  overflowY: 'auto',
  display: 'none',
  '&:popover-open': { display: 'flex', animation: `${slideIn} 220ms ease` },
  '&::backdrop': { background: theme.colors.overlay },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
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
  themeSwitch: ReactNode;
  /** Told whenever the menu opens or closes (the header's button shows it). */
  onToggle: (open: boolean) => void;
}

/** Whether the menu is open; a browser without popovers (which cannot open it) does not know the
 * selector. */
function isOpen(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

function isCurrent(path: string, pathname: string): boolean {
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/** The slide-in menu for screens 768 px wide or less, opened by the header's menu button. Its links
 * are plain anchors: choosing one loads the page afresh, which closes the menu. */
export function MobileMenu({ id, themeSwitch, onToggle }: Props) {
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);

  // Scripts add what the browser does not: focus on the first link when the menu opens, the menu
  // closing when the keyboard leaves it (Tab past its last control would otherwise move on through
  // the page hidden behind it), and closing when the logo's link changes the page in place.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const focusFirstControl = () => element.querySelector<HTMLElement>('a, button')?.focus();
    const onMenuToggle = () => {
      const open = isOpen(element);
      if (open) focusFirstControl();
      onToggle(open);
    };
    const onFocusLeaving = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next) && isOpen(element)) element.hidePopover();
    };
    element.addEventListener('toggle', onMenuToggle);
    element.addEventListener('focusout', onFocusLeaving);
    onToggle(isOpen(element));
    // Opened before the scripts arrived (the browser opens it without them): the focus goes in now,
    // unless the visitor has already moved it there.
    if (isOpen(element) && !element.contains(document.activeElement)) focusFirstControl();
    return () => {
      element.removeEventListener('toggle', onMenuToggle);
      element.removeEventListener('focusout', onFocusLeaving);
    };
  }, [onToggle]);

  // Not on the page's first render: a menu the visitor opened before the scripts arrived stays open.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    const element = panel.current;
    if (element && isOpen(element)) element.hidePopover();
  }, [pathname]);

  return (
    <Panel ref={panel} id={id} popover="auto" role="dialog" aria-label="Menu">
      <Top>
        <BrandLogo />
        <CloseButton type="button" aria-label="Close menu" popoverTarget={id} popoverTargetAction="hide">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </CloseButton>
      </Top>
      <nav aria-label="Mobile">
        <Links>
          {headerNavigation.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </Links>
      </nav>
      <FindFood href={findFoodHref}>Find Food Now</FindFood>
      {themeSwitch}
    </Panel>
  );
}
