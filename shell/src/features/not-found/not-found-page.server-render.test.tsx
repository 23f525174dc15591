/** @jest-environment node */
import { notFoundMessages } from '@gentlebowl/contracts';
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { NotFoundPage } from './not-found-page';

describe('the not-found page on the server', () => {
  it('renders in Node with its title, its heading and a request not to be indexed', () => {
    const html = renderInShellStackToString(<NotFoundPage />, { theme: appTheme, route: '/no-such-page' });
    expect(typeof window).toBe('undefined');
    expect(html).toContain(`<title>${notFoundMessages.title} | Gentle Bowl</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${notFoundMessages.heading}</h1>`));
  });
});
