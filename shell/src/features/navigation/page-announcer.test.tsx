import { renderWithShellProviders } from '@gentlebowl/platform/testing';
import { inPageNavigation, useNavigate } from '@gentlebowl/router';
import { appTheme } from '@gentlebowl/ui';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { LONGEST_ANNOUNCEMENT_WAIT_MS, PAGE_SETTLE_MS, PageAnnouncer } from './page-announcer';

let navigate: ReturnType<typeof useNavigate>;
let setLoading: (loading: boolean) => void;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function Page() {
  const [loading, setLoadingState] = useState(false);
  setLoading = setLoadingState;
  return (
    <main id="page" tabIndex={-1}>
      <a href="/terms">Terms</a>
      <section id="feeding-calculator" aria-label="Feeding calculator">
        <button type="button">Calculate</button>
      </section>
      {loading ? <div aria-busy="true">Loading…</div> : null}
    </main>
  );
}

function renderAt(path: string) {
  renderWithShellProviders(
    <>
      <PageAnnouncer pageId="page" />
      <CaptureNavigate />
      <Page />
    </>,
    { theme: appTheme, route: path },
  );
}

const announcement = () => screen.getByRole('status');
/** Lets the observer hear of the changes just made (it is told in a microtask). */
const changesHeard = () => act(() => Promise.resolve());

describe('PageAnnouncer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.title = 'Privacy Policy | Gentle Bowl';
  });
  afterEach(() => jest.useRealTimers());

  it('leaves the focus and says nothing on the page the visitor landed on', () => {
    renderAt('/privacy');
    act(() => jest.advanceTimersByTime(5_000));
    expect(document.body).toHaveFocus();
    expect(announcement()).toBeEmptyDOMElement();
  });

  it('moves the focus to the page and reads out its title once, when the title settles', async () => {
    renderAt('/privacy');
    screen.getByRole('link', { name: 'Terms' }).focus();
    act(() => navigate('/dog-food/7'));
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => {
      document.title = 'Loading product details | Gentle Bowl';
      jest.advanceTimersByTime(PAGE_SETTLE_MS / 2);
    });
    document.title = 'Gentle Salmon Recipe | Gentle Bowl';
    await changesHeard();
    act(() => jest.advanceTimersByTime(PAGE_SETTLE_MS - 1));
    expect(announcement()).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(announcement()).toHaveTextContent('Gentle Salmon Recipe | Gentle Bowl');

    // A later change of title (a filter, say) is the page's own news, as on a page landed on.
    document.title = 'Dry Gentle Salmon Recipe | Gentle Bowl';
    await changesHeard();
    act(() => jest.advanceTimersByTime(5_000));
    expect(announcement()).toHaveTextContent('Gentle Salmon Recipe | Gentle Bowl');
  });

  it('waits while the page marks something as loading, up to a limit', async () => {
    renderAt('/privacy');
    act(() => setLoading(true));
    act(() => navigate('/dog-food/7'));
    document.title = 'Loading product details | Gentle Bowl';
    await changesHeard();
    act(() => jest.advanceTimersByTime(PAGE_SETTLE_MS * 3));
    expect(announcement()).toBeEmptyDOMElement();
    act(() => setLoading(false));
    document.title = 'Gentle Salmon Recipe | Gentle Bowl';
    await changesHeard();
    act(() => jest.advanceTimersByTime(PAGE_SETTLE_MS));
    expect(announcement()).toHaveTextContent('Gentle Salmon Recipe | Gentle Bowl');

    act(() => navigate('/dog-food/8'));
    act(() => setLoading(true));
    document.title = 'Loading product details | Gentle Bowl';
    await changesHeard();
    act(() => jest.advanceTimersByTime(LONGEST_ANNOUNCEMENT_WAIT_MS + PAGE_SETTLE_MS));
    expect(announcement()).toHaveTextContent('Loading product details | Gentle Bowl');
  });

  it('moves the focus to the place a link names, on another page or this one', () => {
    renderAt('/privacy');
    act(() => navigate('/tools#feeding-calculator'));
    expect(screen.getByRole('region', { name: 'Feeding calculator' })).toHaveFocus();

    screen.getByRole('button', { name: 'Calculate' }).focus();
    act(() => navigate('/tools'));
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => navigate('/tools#feeding-calculator'));
    expect(screen.getByRole('region', { name: 'Feeding calculator' })).toHaveFocus();
  });

  it('leaves the focus where a change the page makes to itself puts it', () => {
    renderAt('/dog-foods');
    const link = screen.getByRole('link', { name: 'Terms' });
    link.focus();
    act(() => navigate('/dog-foods?type=dry', { state: inPageNavigation() }));
    act(() => navigate('/dog-foods?type=wet', { replace: true }));
    act(() => jest.advanceTimersByTime(5_000));
    expect(link).toHaveFocus();
    expect(announcement()).toBeEmptyDOMElement();
  });
});
