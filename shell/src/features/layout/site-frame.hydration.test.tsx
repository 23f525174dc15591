import { screen } from '@testing-library/react';
import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const frame = (
  <>
    <SkipLink />
    <SiteHeader themeSwitch={<span>theme switch</span>} />
    <SiteFooter opensCookieSettings={{}} />
  </>
);

describe('the header and footer on a server-rendered page', () => {
  afterEach(() => jest.useRealTimers());

  it('hydrate without a mismatch, leaving the mobile menu to the browser (a popover its button opens)', async () => {
    const { container, problems } = await hydrateServerHtml(frame, { theme: appTheme, route: '/tools' });
    expect(problems).toEqual([]);
    // jsdom applies no media queries and has no popovers: the browser suite opens the menu.
    const menu = container.querySelector('[role="dialog"][aria-label="Menu"]');
    expect(menu).toHaveAttribute('popover', 'auto');
    if (!menu) return;
    expect(screen.getByLabelText('Open menu')).toHaveAttribute('popovertarget', menu.id);
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('popovertarget', menu.id);
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('hydrate without a mismatch when the server wrote the page in the old year and the visitor reads it in the new one', async () => {
    jest.useFakeTimers({ now: new Date('2025-12-31T23:59:30Z'), advanceTimers: true });
    const { problems } = await hydrateServerHtml(frame, {
      theme: appTheme,
      visitor: () => jest.setSystemTime(new Date('2026-01-01T00:00:30Z')),
    });
    expect(problems).toEqual([]);
    expect(screen.getByText(/All rights reserved/).textContent).toBe('© 2025 Gentle Bowl. All rights reserved.');
  });
});
