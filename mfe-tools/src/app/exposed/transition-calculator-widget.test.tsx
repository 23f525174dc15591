import { createAppStore, defaultRuntimeConfig, PlatformProviders, Toaster } from '@gentlebowl/platform';
import { appTheme } from '@gentlebowl/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import TransitionCalculatorWidget from './transition-calculator-widget';

// Another remote's page gives the widget the shell's providers; the widget must not need a router
// of its own, so none is provided here.
function renderInHostPage(ui: ReactElement) {
  return render(
    <PlatformProviders store={createAppStore()} config={defaultRuntimeConfig} theme={appTheme}>
      <section aria-labelledby="host-heading">
        <h2 id="host-heading">Transition schedule</h2>
        {ui}
      </section>
      <Toaster />
    </PlatformProviders>,
  );
}

describe('TransitionCalculatorWidget', () => {
  it('fits under the host page’s h2 and marks itself as the tools remote', () => {
    renderInHostPage(<TransitionCalculatorWidget />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Food Transition Calculator' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe-tools');
  });

  it('takes another heading level when the host asks for one', () => {
    renderInHostPage(<TransitionCalculatorWidget headingLevel="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Food Transition Calculator' })).toBeInTheDocument();
  });

  it('creates a plan and its toast inside the host page', async () => {
    const user = userEvent.setup();
    renderInHostPage(<TransitionCalculatorWidget />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Current food type' }), 'wet');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New food type' }), 'dry');
    await user.type(screen.getByRole('spinbutton', { name: 'Cups per day' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transition period' }), '7');

    await user.click(screen.getByRole('button', { name: 'Create Transition Plan' }));

    const plan = screen.getByRole('region', { name: 'Your 7-day transition plan' });
    expect(within(plan).getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(within(plan).getAllByRole('row')).toHaveLength(8);
    expect(within(plan).getAllByRole('row')[1]).toHaveTextContent('Day 175% / 25%3/4 cup (176 g)1/8 cup (17 g)');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent('Transition Plan Created');
  });
});
