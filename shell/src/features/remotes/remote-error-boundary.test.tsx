import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './remote-error-boundary';

let pageBroken = true;

function FlakyPage() {
  if (pageBroken) throw new Error('Cannot read properties of undefined');
  return <p>Page content</p>;
}

function renderBoundary(onRetry: () => void) {
  return render(
    <>
      <header>Site header</header>
      <RemoteErrorBoundary
        remote="mfe_content"
        onRetry={onRetry}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        <FlakyPage />
      </RemoteErrorBoundary>
    </>,
  );
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => {
    pageBroken = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback in place of a page that throws, leaving the rest of the page alone', () => {
    renderBoundary(jest.fn());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('logs the failure as one JSON line naming the remote', () => {
    renderBoundary(jest.fn());
    const lines = jest
      .mocked(console.error)
      .mock.calls.map(([first]) => first)
      .filter((first): first is string => typeof first === 'string' && first.startsWith('{'));
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'remote page failed',
        remote: 'mfe_content',
        error: 'Cannot read properties of undefined',
      }),
    ]);
  });

  it('asks for a new attempt and renders the page again when the visitor retries', async () => {
    const onRetry = jest.fn(() => {
      pageBroken = false;
    });
    renderBoundary(onRetry);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
