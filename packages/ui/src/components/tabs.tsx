import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. 'Product information'. */
  label: string;
  items: TabItem[];
  /** Selected tab id when controlled. */
  value?: string;
  /** Initially selected tab id when uncontrolled; the first tab otherwise. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /**
   * Where the selected tab is part of the page's address: the address of each tab. The tabs are then
   * links, which open their tab through the server before the scripts arrive and without them; with
   * scripts a click switches in place, as the buttons do.
   */
  hrefOf?: (id: string) => string;
  /** Stable prefix for the tab and panel ids (`{prefix}-tab-{id}`, `{prefix}-panel-{id}`). */
  idPrefix?: string;
  className?: string;
}

const TabList = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space(1),
  borderBottom: `1px solid ${theme.colors.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
}));

/**
 * A tab gives up width before the row scrolls: its label wraps between words (a phone at 320 px
 * shows "Transition Guide" on two lines, beside its neighbour, rather than cut off at the edge), and
 * on small screens its text and padding are smaller. Only a row whose words alone are too wide scrolls.
 */
const tabStyles = ({ theme }: { theme: Theme }) => ({
  flex: '0 1 auto',
  minHeight: '44px',
  padding: `${theme.space(2.5)} ${theme.space(4)}`,
  textAlign: 'center' as const,
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.semibold,
  cursor: 'pointer',
  borderRadius: `${theme.radii.sm} ${theme.radii.sm} 0 0`,
  transition: 'color 150ms ease, border-color 150ms ease',
  '&:hover': { color: theme.colors.text, backgroundColor: theme.colors.surfaceMuted },
  '&[aria-selected="true"]': { color: theme.colors.text, borderBottomColor: theme.colors.primary },
  '&:focus-visible': { outlineOffset: '-3px' },
  [theme.breakpoints.mobile]: { paddingInline: theme.space(2.5), fontSize: theme.fontSizes.sm },
});

const TabButton = styled.button(tabStyles);

const TabLink = styled.a(tabStyles, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'none',
});

/** A click the browser should handle itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

const TabPanel = styled.div(({ theme }) => ({
  paddingTop: theme.space(5),
  borderRadius: theme.radii.sm,
}));

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move focus and
 * select the tab. Only the selected tab is in the tab order; its panel is focusable so keyboard
 * users reach content that has no focusable element. Inactive panels stay mounted (hidden), so
 * form input inside a tab survives switching. Tabs that are links (`hrefOf`) are all in the tab order
 * until the scripts bring the arrow keys, so a keyboard reaches every tab without them too.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, hrefOf, idPrefix, className }: TabsProps) {
  const generatedPrefix = useId();
  const prefix = idPrefix ?? generatedPrefix;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const [keyboardReady, setKeyboardReady] = useState(hrefOf === undefined);
  useEffect(() => setKeyboardReady(true), []);

  const requested = value ?? uncontrolledValue;
  const selectedId = items.some((item) => item.id === requested) ? requested : items[0]?.id;

  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;

  const select = (id: string) => {
    if (value === undefined) {
      setUncontrolledValue(id);
    }
    if (id !== selectedId) {
      onValueChange?.(id);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Start from the focused tab: in controlled mode the parent may not have followed the last move.
    const focusedIndex = items.findIndex((item) => tabRefs.current.get(item.id) === event.target);
    const currentIndex = focusedIndex === -1 ? items.findIndex((item) => item.id === selectedId) : focusedIndex;
    const lastIndex = items.length - 1;
    const targetIndex = {
      ArrowRight: currentIndex === lastIndex ? 0 : currentIndex + 1,
      ArrowLeft: currentIndex <= 0 ? lastIndex : currentIndex - 1,
      Home: 0,
      End: lastIndex,
    }[event.key];
    const target = targetIndex === undefined ? undefined : items[targetIndex];
    if (!target) {
      return;
    }
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          const common = {
            ref: (element: HTMLElement | null) => {
              if (element) {
                tabRefs.current.set(item.id, element);
              } else {
                tabRefs.current.delete(item.id);
              }
            },
            role: 'tab',
            id: tabId(item.id),
            'aria-selected': selected,
            'aria-controls': panelId(item.id),
            tabIndex: keyboardReady ? (selected ? 0 : -1) : undefined,
          } as const;
          return hrefOf ? (
            <TabLink
              key={item.id}
              {...common}
              href={hrefOf(item.id)}
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                select(item.id);
              }}
            >
              {item.label}
            </TabLink>
          ) : (
            <TabButton key={item.id} {...common} type="button" onClick={() => select(item.id)}>
              {item.label}
            </TabButton>
          );
        })}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== selectedId}
        >
          {item.content}
        </TabPanel>
      ))}
    </div>
  );
}
