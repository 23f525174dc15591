import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateServerHtml } from '../../shared/testing/hydrate-server-html';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const frame = (
  <>
    <SkipLink />
    <SiteHeader themeSwitch={<span>theme switch</span>} />
    <SiteFooter onOpenCookieSettings={() => undefined} />
  </>
);

describe('the header and footer on a server-rendered page', () => {
  afterEach(() => jest.useRealTimers());

  it('hydrate without a mismatch and the mobile menu opens afterwards', async () => {
    const { problems } = await hydrateServerHtml(frame, { route: '/tools' });
    expect(problems).toEqual([]);
    // jsdom applies no media queries, so the mobile-only toggle counts as hidden: find it by label.
    await userEvent.click(screen.getByLabelText('Open menu'));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-open', 'true');
  });

  it('hydrate without a mismatch when the server wrote the page in the old year and the visitor reads it in the new one', async () => {
    jest.useFakeTimers({ now: new Date('2025-12-31T23:59:30Z'), advanceTimers: true });
    const { problems } = await hydrateServerHtml(frame, {
      visitor: () => jest.setSystemTime(new Date('2026-01-01T00:00:30Z')),
    });
    expect(problems).toEqual([]);
    expect(screen.getByText(/All rights reserved/).textContent).toBe('© 2025 Gentle Bowl. All rights reserved.');
  });
});
