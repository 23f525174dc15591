import { notFoundMessages } from '@gentlebowl/contracts';
import { screen } from '@testing-library/react';
import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { NotFoundPage } from './not-found-page';

describe('the not-found page on a server-rendered page', () => {
  it('hydrates without a mismatch, keeps search engines out and links home', async () => {
    const { html, problems } = await hydrateServerHtml(<NotFoundPage />, { theme: appTheme, route: '/no-such-page' });
    expect(problems).toEqual([]);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(notFoundMessages.heading);
    expect(screen.getByRole('link', { name: notFoundMessages.homeLink })).toHaveAttribute('href', '/');
  });
});
