import { dryFoodKcalPerCupText, transitionDays, vetVisitThresholds } from '@gentlebowl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from '@gentlebowl/router';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import { ToolsPage } from './tools-page';

const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView);

beforeEach(() => {
  scrollIntoView.mockClear();
});

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ToolsPage', () => {
  it('shows the title, breadcrumbs and page metadata', async () => {
    renderWithShellProviders(<ToolsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Interactive Nutrition Tools' })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByText('Tools')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Interactive Nutrition Tools | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/tools');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Free dog food calorie calculator/);
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')).toMatchObject({
      '@type': 'BreadcrumbList',
    });
  });

  it('opens on the Food Calculator tab with its explanatory panels, and does not scroll', () => {
    renderWithShellProviders(<ToolsPage />);

    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Food Calculator', 'Transition Guide']);
    expect(tab('Food Calculator')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Food Calculator' });
    expect(within(panel).getByRole('heading', { name: 'Dog Food Calorie Calculator' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'How the calculator works' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Food Transition Calculator' })).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('switches tabs from the keyboard and keeps what was typed in the other tab', async () => {
    const { user } = renderWithShellProviders(<ToolsPage />);
    await user.type(screen.getByRole('spinbutton', { name: "Dog's weight (lbs)" }), '42');

    await user.click(tab('Food Calculator'));
    await user.keyboard('{ArrowRight}');

    expect(tab('Transition Guide')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Transition Guide')).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Transition Guide' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Food Transition Calculator' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'When to call your vet' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('spinbutton', { name: "Dog's weight (lbs)" })).toHaveValue(42);
  });

  it("gives the days of a slow switch, the vet-visit hours and a dry cup's calories as the guide and the FAQ do", async () => {
    const { user } = renderWithShellProviders(<ToolsPage />);
    const calculatorPanel = screen.getByRole('tabpanel', { name: 'Food Calculator' });
    expect(calculatorPanel).toHaveTextContent(`dry foods range from ${dryFoodKcalPerCupText}`);
    expect(calculatorPanel).toHaveTextContent(`diarrhea lasting over ${vetVisitThresholds.lastingSigns}`);

    await user.click(tab('Transition Guide'));
    const transitionPanel = screen.getByRole('tabpanel', { name: 'Transition Guide' });
    expect(transitionPanel).toHaveTextContent(`Sensitive dogs often do better over ${transitionDays.sensitive} days`);
    expect(transitionPanel).toHaveTextContent(`Diarrhea lasting more than ${vetVisitThresholds.lastingSigns}, or repeated vomiting.`);
    expect(transitionPanel).toHaveTextContent(`no appetite for more than ${vetVisitThresholds.noAppetite}.`);
  });

  it.each([
    ['#feeding-guide', 'Transition Guide', 'feeding-guide'],
    ['#feeding-calculator', 'Food Calculator', 'feeding-calculator'],
    ['#nutritional-calculator', 'Food Calculator', 'nutritional-calculator'],
  ])('landing on /tools%s opens the %s tab and scrolls to the anchor', (hash, tabName, anchorId) => {
    renderWithShellProviders(<ToolsPage />, { route: `/tools${hash}` });

    expect(tab(tabName)).toHaveAttribute('aria-selected', 'true');
    const anchor = document.getElementById(anchorId);
    expect(screen.getByRole('tabpanel', { name: tabName })).toContainElement(anchor);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(anchor);
  });

  it('follows a link to an anchor while the page is open, also when it is followed again', async () => {
    const { user } = renderWithShellProviders(
      <>
        <Link to="/tools#feeding-guide">Plan a food switch</Link>
        <ToolsPage />
      </>,
    );

    await user.click(screen.getByRole('link', { name: 'Plan a food switch' }));
    expect(tab('Transition Guide')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Food Calculator'));
    await user.click(screen.getByRole('link', { name: 'Plan a food switch' }));
    expect(tab('Transition Guide')).toHaveAttribute('aria-selected', 'true');
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[1]).toBe(document.getElementById('feeding-guide'));
  });

  it('ignores an unknown anchor', () => {
    renderWithShellProviders(<ToolsPage />, { route: '/tools#pricing' });
    expect(tab('Food Calculator')).toHaveAttribute('aria-selected', 'true');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens the tab its address names, and its tabs link to their addresses', () => {
    renderWithShellProviders(<ToolsPage />, { route: '/tools?tab=transition-guide' });
    expect(tab('Transition Guide')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Food Calculator')).toHaveAttribute('href', '?tab=food-calculator');
  });

  it('takes over a result calculated from answers sent without scripts and confirms it with the toast', async () => {
    renderWithShellProviders(<ToolsPage />, {
      route: '/tools?currentFood=dry&newFood=wet&currentFoodId=&newFoodId=&cupsPerDay=2&transitionPeriod=7',
    });
    expect(tab('Transition Guide')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Your 7-day transition plan' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'New food type' })).toHaveValue('wet');
    const notifications = within(screen.getByRole('region', { name: /^Notifications/ }));
    expect(await notifications.findByText('Transition Plan Created')).toBeInTheDocument();
  });

  it('keeps the messages of answers sent without scripts until each is put right, and calculates in place', async () => {
    const { user } = renderWithShellProviders(<ToolsPage />, {
      route: '/tools?weight=0.5&age=adult&activityLevel=low&isNeutered=no&foodId=',
    });
    expect(screen.getByText('Weight must be at least 1 lb')).toBeInTheDocument();
    expect(screen.getByText('Current body condition is required')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Ideal/ }));
    expect(screen.queryByText('Current body condition is required')).not.toBeInTheDocument();
    expect(screen.getByText('Weight must be at least 1 lb')).toBeInTheDocument();
    const weight = screen.getByRole('spinbutton', { name: "Dog's weight (lbs)" });
    await user.clear(weight);
    await user.type(weight, '50');
    await user.click(screen.getByRole('button', { name: 'Calculate Daily Needs' }));
    expect(screen.getByRole('region', { name: "Your dog's daily nutritional needs" })).toBeInTheDocument();
  });
});
