import { act, screen } from '@testing-library/react';
import { QUICK_FINDER_TOOLTIP_KEY } from '../../shared/preference-storage';
import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { scrollPageTo } from '../../shared/testing/scroll-page';
import { FloatingFinderButton } from './floating-finder-button';
import { FINDER_TOOLTIP_TEXT } from './floating-finder-timing';

const finderLink = () => screen.queryByRole('link', { name: /Find Perfect Food/ });

describe('the floating finder on a server-rendered page', () => {
  beforeEach(() => {
    localStorage.clear();
    scrollPageTo(0);
  });

  it('hydrates as the server drew it on a page the browser restored far down, then appears with the first-visit tip', async () => {
    const { html, problems } = await hydrateServerHtml(<FloatingFinderButton />, { theme: appTheme, visitor: () => scrollPageTo(800) });
    expect(problems).toEqual([]);
    expect(html).not.toContain('Find Perfect Food');
    expect(finderLink()).toHaveAttribute('href', '/food-selector');
    expect(screen.getByRole('status')).toHaveTextContent(FINDER_TOOLTIP_TEXT);
  });

  it('does not show the tip to a visitor who has seen it', async () => {
    const { problems } = await hydrateServerHtml(<FloatingFinderButton />, {
      theme: appTheme,
      visitor: () => {
        scrollPageTo(800);
        localStorage.setItem(QUICK_FINDER_TOOLTIP_KEY, 'true');
      },
    });
    expect(problems).toEqual([]);
    expect(finderLink()).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('appears once the visitor scrolls past 300 px after hydration', async () => {
    await hydrateServerHtml(<FloatingFinderButton />, { theme: appTheme });
    act(() => scrollPageTo(300));
    expect(finderLink()).not.toBeInTheDocument();
    act(() => scrollPageTo(301));
    expect(finderLink()).toBeInTheDocument();
  });

  it('is not offered on the food selector or the comparison, which it leads to', async () => {
    for (const route of ['/food-selector', '/compare']) {
      const { unmount } = await hydrateServerHtml(<FloatingFinderButton />, { theme: appTheme, route, visitor: () => scrollPageTo(800) });
      expect(finderLink()).not.toBeInTheDocument();
      unmount();
    }
    await hydrateServerHtml(<FloatingFinderButton />, { theme: appTheme, route: '/dog-food/1', visitor: () => scrollPageTo(800) });
    expect(finderLink()).toBeInTheDocument();
  });
});
