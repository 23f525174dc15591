import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@gentlebowl/router';
import { testTheme } from '../testing/test-theme';
import { useToast } from '../toasts/use-toast';
import { StandaloneFrame } from './standalone-frame';

function ToastingPage() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Transition Plan Created' })}>
      Create
    </button>
  );
}

describe('StandaloneFrame', () => {
  it("gives a remote's pages the shell's providers, with links to each page", async () => {
    window.history.pushState({}, '', '/tools');
    render(
      <StandaloneFrame remote="mfe-tools" links={[{ to: '/tools', label: 'Tools' }, { to: '/widget', label: 'Widget' }]} theme={testTheme}>
        <Routes>
          <Route path="/tools" element={<ToastingPage />} />
          <Route path="/widget" element={<p>Widget page</p>} />
        </Routes>
      </StandaloneFrame>,
    );

    const nav = screen.getByRole('navigation', { name: 'mfe-tools pages' });
    expect(nav).toHaveTextContent('mfe-tools (standalone)');

    // The store and the toaster are there: a page's toast shows.
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Transition Plan Created');

    // And the router: the links move between the remote's pages.
    await userEvent.click(screen.getByRole('link', { name: 'Widget' }));
    expect(await screen.findByText('Widget page')).toBeInTheDocument();
  });
});
