/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

describe('the header and footer on the server', () => {
  it('render in Node with the current page marked and the mobile menu closed', () => {
    const html = renderInShellStackToString(
      <>
        <SkipLink />
        <SiteHeader themeSwitch={null} />
        <SiteFooter onOpenCookieSettings={() => undefined} />
      </>,
      { theme: appTheme, route: '/tools' },
    );
    expect(typeof window).toBe('undefined');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/tools"/);
    expect(html).toMatch(/<div[^>]*role="dialog"[^>]*data-open="false"[^>]*aria-hidden="true"[^>]*inert=""/);
    expect(html.replaceAll('<!-- -->', '')).toContain(`© <span>${new Date().getFullYear()}</span> Gentle Bowl. All rights reserved.`);
  });
});
