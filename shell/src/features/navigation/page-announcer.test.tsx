import { act, render, screen } from '@testing-library/react';
import { inPageNavigation, MemoryRouter, useNavigate } from '@gentlebowl/router';
import { PageAnnouncer, TITLE_SETTLE_MS } from './page-announcer';

let navigate: ReturnType<typeof useNavigate>;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageAnnouncer pageId="page" />
      <CaptureNavigate />
      <main id="page" tabIndex={-1}>
        <a href="/terms">Terms</a>
      </main>
    </MemoryRouter>,
  );
}

const announcement = () => screen.getByRole('status');

describe('PageAnnouncer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.title = 'Privacy Policy | Gentle Bowl';
  });
  afterEach(() => jest.useRealTimers());

  it('leaves the focus and says nothing on the page the visitor landed on', () => {
    renderAt('/privacy');
    act(() => jest.advanceTimersByTime(1_000));
    expect(document.body).toHaveFocus();
    expect(announcement()).toBeEmptyDOMElement();
  });

  it('moves the focus to the page and reads out its title once the title settles', () => {
    renderAt('/privacy');
    screen.getByRole('link', { name: 'Terms' }).focus();
    act(() => navigate('/dog-food/7'));
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => {
      document.title = 'Loading product details | Gentle Bowl';
      jest.advanceTimersByTime(TITLE_SETTLE_MS / 2);
    });
    act(() => {
      document.title = 'Gentle Salmon Recipe | Gentle Bowl';
    });
    // The observer hears of the title's change in a microtask, then waits for it to settle.
    return Promise.resolve().then(() => {
      act(() => jest.advanceTimersByTime(TITLE_SETTLE_MS - 1));
      expect(announcement()).toBeEmptyDOMElement();
      act(() => jest.advanceTimersByTime(1));
      expect(announcement()).toHaveTextContent('Gentle Salmon Recipe | Gentle Bowl');
    });
  });

  it('leaves the focus where a change the page makes to itself puts it', () => {
    renderAt('/dog-foods');
    const link = screen.getByRole('link', { name: 'Terms' });
    link.focus();
    act(() => navigate('/dog-foods?type=dry', { state: inPageNavigation() }));
    act(() => jest.advanceTimersByTime(1_000));
    expect(link).toHaveFocus();
    expect(announcement()).toBeEmptyDOMElement();
  });
});
