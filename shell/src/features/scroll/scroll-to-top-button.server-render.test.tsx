/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { ScrollToTopButton } from './scroll-to-top-button';

describe('the scroll layers on the server', () => {
  it('render in Node as at the top of the page: no scroll-to-top button', () => {
    const html = renderInShellStackToString(
      <>
        <ScrollOnNavigate />
        <ScrollToTopButton />
      </>,
      { theme: appTheme, route: '/privacy' },
    );
    expect(typeof window).toBe('undefined');
    expect(html).not.toContain('Scroll to top');
  });
});
