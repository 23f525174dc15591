import { act, screen } from '@testing-library/react';
import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { scrollPageTo } from '../../shared/testing/scroll-page';
import { ScrollToTopButton } from './scroll-to-top-button';

const scrollToTop = () => screen.queryByRole('button', { name: 'Scroll to top' });

describe('the scroll-to-top button on a server-rendered page', () => {
  beforeEach(() => scrollPageTo(0));

  it('hydrates as the server drew it on a page the browser restored far down, then appears', async () => {
    const { html, problems } = await hydrateServerHtml(<ScrollToTopButton />, { theme: appTheme, visitor: () => scrollPageTo(800) });
    expect(problems).toEqual([]);
    expect(html).not.toContain('Scroll to top');
    expect(scrollToTop()).toBeInTheDocument();
  });

  it('appears past 200 px and goes again at the top', async () => {
    await hydrateServerHtml(<ScrollToTopButton />, { theme: appTheme });
    act(() => scrollPageTo(200));
    expect(scrollToTop()).not.toBeInTheDocument();
    act(() => scrollPageTo(201));
    expect(scrollToTop()).toBeInTheDocument();
    act(() => scrollPageTo(0));
    expect(scrollToTop()).not.toBeInTheDocument();
  });
});
