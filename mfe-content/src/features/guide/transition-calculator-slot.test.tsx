import { screen, within } from '@testing-library/react';
import { loadFederatedComponent } from '../../shared/load-federated-component';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { TransitionCalculatorSlot } from './transition-calculator-slot';

jest.mock('../../shared/load-federated-component', () => ({ loadFederatedComponent: jest.fn() }));

const loadMock = loadFederatedComponent as jest.Mock;

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  loadMock.mockReset();
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => consoleWarn.mockRestore());

function FakeCalculator({ headingLevel }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel ?? 'h2';
  return <Heading>Food Transition Calculator</Heading>;
}

describe('TransitionCalculatorSlot', () => {
  it('loads the tools remote’s calculator widget and shows it under the section heading', async () => {
    loadMock.mockResolvedValue({ default: FakeCalculator });
    renderWithShellProviders(<TransitionCalculatorSlot />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the transition calculator…');
    // Without scripts the widget never arrives; the place says where the same calculator works.
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'nutrition tools page' })).toHaveAttribute(
      'href',
      '/tools?tab=transition-guide#feeding-guide',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Food Transition Calculator' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('mfe_tools/transition-calculator-widget');
  });

  it('shows a friendly message with a link to the same calculator on the tools page when loading fails', async () => {
    loadMock.mockRejectedValue(new Error('mfe_tools is down'));
    renderWithShellProviders(<TransitionCalculatorSlot />);

    const message = await screen.findByTestId('transition-calculator-unavailable');
    expect(message).toHaveTextContent('The transition calculator is unavailable right now');
    expect(screen.getByRole('link', { name: 'nutrition tools page' })).toHaveAttribute('href', '/tools?tab=transition-guide#feeding-guide');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
