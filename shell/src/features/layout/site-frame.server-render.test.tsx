/** @jest-environment node */
import { PUBLISHING_SINCE_YEAR } from '@gentlebowl/contracts';
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

describe('the header and footer on the server', () => {
  it('render in Node with the current page marked, a mobile menu the browser opens, and the cookie settings opener', () => {
    const html = renderInShellStackToString(
      <>
        <SkipLink />
        <SiteHeader themeSwitch={null} />
        <SiteFooter opensCookieSettings={{ commandfor: 'cookie-settings', command: 'show-modal' }} />
      </>,
      { theme: appTheme, route: '/tools' },
    );
    expect(typeof window).toBe('undefined');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/tools"/);
    expect(html).toMatch(/<div[^>]*id="mobile-menu"[^>]*popover="auto"[^>]*role="dialog"[^>]*aria-label="Menu"/);
    expect(html).toMatch(/<button[^>]*aria-label="Open menu"[^>]*popovertarget="mobile-menu"/i);
    expect(html).not.toMatch(/aria-label="Open menu"[^>]*aria-expanded/);
    expect(html).toMatch(/<button[^>]*commandfor="cookie-settings" command="show-modal"[^>]*>Cookie Settings<\/button>/);
    expect(html.replaceAll('<!-- -->', '')).toContain(`© <span>${new Date().getFullYear()}</span> Gentle Bowl. All rights reserved.`);
  });

  it('says since when the site has helped owners by its first article, and claims no review it cannot name', () => {
    const html = renderInShellStackToString(
      <SiteFooter opensCookieSettings={{ commandfor: 'cookie-settings', command: 'show-modal' }} />,
      { theme: appTheme, route: '/' },
    ).replaceAll('<!-- -->', '');
    expect(html).toContain(`Helping dog owners since ${PUBLISHING_SINCE_YEAR}.`);
    expect(html).not.toMatch(/expert-reviewed|vet-approved|veterinary-approved/i);
  });
});
