import { useToast } from '@gentlebowl/platform';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOATING_CONTROLS_HEIGHT_PROPERTY } from '../shared/page-overlays';
import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { scrollPageTo } from '../shared/testing/scroll-page';
import { FloatingControls } from './floating-controls';

const band = () => screen.getByTestId('floating-controls');

// The band holds the page frame's toast viewport: the stack adds none of its own.
const stack = { theme: appTheme, toaster: false };

function SaveButton() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved' })}>
      Save
    </button>
  );
}

describe('the floating controls on a server-rendered page', () => {
  beforeEach(() => scrollPageTo(0));

  it('hydrate as the server drew them at the top of the page, then hold scroll to top and the finder once scrolled far down', async () => {
    const { html, problems } = await hydrateServerHtml(<FloatingControls />, { ...stack, visitor: () => scrollPageTo(800) });
    expect(problems).toEqual([]);
    expect(html).not.toContain('Scroll to top');
    expect(within(band()).getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    expect(within(band()).getByRole('link', { name: /Find Perfect Food/ })).toBeInTheDocument();
  });

  it('hold the toasts, in the band with the buttons rather than floating over the page on their own', async () => {
    await hydrateServerHtml(
      <>
        <SaveButton />
        <FloatingControls />
      </>,
      stack,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(band()).getByRole('region', { name: /^Notifications/ })).toHaveTextContent('Saved');
  });

  it("publish the band's height for the page's end and scroll padding while on the page, and take it away with them", async () => {
    // jsdom lays nothing out: the band is as tall as a row of buttons says the browser.
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(65);
    const root = document.documentElement;
    try {
      const { unmount } = await hydrateServerHtml(<FloatingControls />, stack);
      expect(root.style.getPropertyValue(FLOATING_CONTROLS_HEIGHT_PROPERTY)).toBe('65px');
      act(() => unmount());
      expect(root.style.getPropertyValue(FLOATING_CONTROLS_HEIGHT_PROPERTY)).toBe('');
    } finally {
      height.mockRestore();
    }
  });
});
