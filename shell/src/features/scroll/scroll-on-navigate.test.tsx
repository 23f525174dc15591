import { renderWithShellProviders } from '@gentlebowl/platform/testing';
import { inPageNavigation, smoothlyToTop, useNavigate } from '@gentlebowl/router';
import { appTheme } from '@gentlebowl/ui';
import { act } from '@testing-library/react';
import { ScrollOnNavigate } from './scroll-on-navigate';

let navigate: ReturnType<typeof useNavigate>;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string, mobile: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: mobile }) as unknown as typeof window.matchMedia;
  renderWithShellProviders(
    <>
      <ScrollOnNavigate />
      <CaptureNavigate />
    </>,
    { theme: appTheme, route: path },
  );
}

describe('ScrollOnNavigate', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.scrollTo = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('scrolls to the top once per navigation on a desktop', () => {
    renderAt('/privacy', false);
    act(() => navigate('/terms'));
    act(() => navigate('/privacy'));
    act(() => jest.advanceTimersByTime(1_000));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it.each([false, true])('leaves the page the visitor landed on where they are (mobile: %p)', (mobile) => {
    renderAt('/privacy', mobile);
    act(() => jest.advanceTimersByTime(1_000));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('repeats the scroll at 50, 150, 300 and 500 ms on mobile', () => {
    renderAt('/privacy', true);
    act(() => navigate('/terms'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    for (const [delay, calls] of [[50, 2], [100, 3], [150, 4], [200, 5]] as const) {
      act(() => jest.advanceTimersByTime(delay));
      expect(window.scrollTo).toHaveBeenCalledTimes(calls);
    }
  });

  it('goes to the top smoothly when the link asks, unless the visitor prefers reduced motion', () => {
    renderAt('/sitemap', false);
    act(() => navigate('/privacy', { state: smoothlyToTop() }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    act(() => navigate('/terms'));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') })) as unknown as typeof window.matchMedia;
    act(() => navigate('/cookies', { state: smoothlyToTop() }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves the position to the browser on Back and Forward', () => {
    renderAt('/dog-foods', true);
    act(() => navigate('/dog-food/7'));
    act(() => jest.advanceTimersByTime(1_000));
    const afterTheLink = (window.scrollTo as jest.Mock).mock.calls.length;
    act(() => navigate(-1));
    act(() => navigate(1));
    act(() => jest.advanceTimersByTime(1_000));
    expect(window.scrollTo).toHaveBeenCalledTimes(afterTheLink);
  });

  it('leaves anchor links to the page', () => {
    renderAt('/privacy', false);
    act(() => navigate('/tools#feeding-calculator'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top of another page of the same list (spec "Page shell": navigation scrolls to the top)', () => {
    renderAt('/dog-foods', false);
    act(() => navigate('/dog-foods?page=2'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('leaves changes the page makes to itself to the page', () => {
    renderAt('/blog', true);
    act(() => navigate('/blog?topic=diet', { replace: true }));
    act(() => navigate('/blog?topic=diet&page=2', { state: inPageNavigation() }));
    act(() => jest.advanceTimersByTime(1_000));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
