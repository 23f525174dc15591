import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { type TabItem, Tabs } from './tabs';

const items: TabItem[] = [
  { id: 'details', label: 'Product Details', content: <p>Ingredients and features</p> },
  { id: 'nutrition', label: 'Nutritional Info', content: <p>Guaranteed Analysis</p> },
  { id: 'feeding', label: 'Feeding Guide', content: <p>Weight-to-daily-amount table</p> },
];

function ControlledTabs() {
  const [value, setValue] = useState('feeding');
  return (
    <>
      <Tabs label="Product information" items={items} value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue('nutrition')}>
        Show nutrition
      </button>
    </>
  );
}

function selectedTabName() {
  return screen.getByRole('tab', { selected: true }).textContent;
}

describe('Tabs', () => {
  it('wires tabs to panels with the WAI-ARIA roles and shows only the selected panel', () => {
    renderWithTheme(<Tabs label="Product information" items={items} idPrefix="food" />);

    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    const detailsTab = screen.getByRole('tab', { name: 'Product Details' });
    expect(detailsTab).toHaveAttribute('aria-selected', 'true');
    expect(detailsTab).toHaveAttribute('id', 'food-tab-details');
    expect(detailsTab).toHaveAttribute('aria-controls', 'food-panel-details');

    const panel = screen.getByRole('tabpanel', { name: 'Product Details' });
    expect(panel).toHaveAttribute('id', 'food-panel-details');
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel).toHaveTextContent('Ingredients and features');
    expect(screen.getByText('Guaranteed Analysis')).not.toBeVisible();
  });

  it('keeps only the selected tab in the tab order, then moves on to its panel', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Product information" items={items} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Product Details' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Nutritional Info' })).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Product information" items={items} />);
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Nutritional Info' })).toHaveFocus();
    expect(selectedTabName()).toBe('Nutritional Info');
    expect(screen.getByText('Guaranteed Analysis')).toBeVisible();
    expect(screen.getByText('Ingredients and features')).not.toBeVisible();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Product Details' })).toHaveFocus();
    expect(selectedTabName()).toBe('Product Details');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Feeding Guide' })).toHaveFocus();
    expect(selectedTabName()).toBe('Feeding Guide');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs label="Product information" items={items} defaultValue="nutrition" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Nutritional Info' })).toHaveFocus();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Feeding Guide' })).toHaveFocus();
    expect(selectedTabName()).toBe('Feeding Guide');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Product Details' })).toHaveFocus();
    expect(selectedTabName()).toBe('Product Details');
  });

  it('switches on click and reports the change', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithTheme(<Tabs label="Product information" items={items} onValueChange={onValueChange} />);

    await user.click(screen.getByRole('tab', { name: 'Feeding Guide' }));
    expect(selectedTabName()).toBe('Feeding Guide');
    expect(screen.getByText('Weight-to-daily-amount table')).toBeVisible();
    expect(onValueChange).toHaveBeenCalledWith('feeding');

    await user.click(screen.getByRole('tab', { name: 'Feeding Guide' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('follows the value it is given when controlled', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledTabs />);
    expect(selectedTabName()).toBe('Feeding Guide');

    await user.click(screen.getByRole('button', { name: 'Show nutrition' }));
    expect(selectedTabName()).toBe('Nutritional Info');

    await user.click(screen.getByRole('tab', { name: 'Product Details' }));
    expect(selectedTabName()).toBe('Product Details');
  });

  it('stays put when a controlling parent ignores the change', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithTheme(
      <Tabs label="Product information" items={items} value="details" onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('tab', { name: 'Feeding Guide' }));
    expect(onValueChange).toHaveBeenCalledWith('feeding');
    expect(selectedTabName()).toBe('Product Details');
  });

  it('falls back to the first tab when the requested one does not exist', () => {
    renderWithTheme(<Tabs label="Product information" items={items} defaultValue="reviews" />);
    expect(selectedTabName()).toBe('Product Details');
  });

  it('keeps form input in a tab when switching away and back', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Tabs
        label="Calculators"
        items={[
          { id: 'food', label: 'Food Calculator', content: <input aria-label="Weight (lbs)" /> },
          { id: 'transition', label: 'Transition Guide', content: <p>Transition plan</p> },
        ]}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Weight (lbs)' }), '42');
    await user.click(screen.getByRole('tab', { name: 'Transition Guide' }));
    await user.click(screen.getByRole('tab', { name: 'Food Calculator' }));
    expect(screen.getByRole('textbox', { name: 'Weight (lbs)' })).toHaveValue('42');
  });

  describe('as links to their address', () => {
    const hrefOf = (id: string) => `?tab=${id}`;

    it('links every tab to its address, for a page without scripts', () => {
      renderWithTheme(<Tabs label="Product information" items={items} hrefOf={hrefOf} defaultValue="nutrition" />);
      expect(screen.getByRole('tab', { name: 'Product Details' })).toHaveAttribute('href', '?tab=details');
      expect(screen.getByRole('tab', { name: 'Nutritional Info' })).toHaveAttribute('href', '?tab=nutrition');
      expect(selectedTabName()).toBe('Nutritional Info');
      expect(screen.getByText('Guaranteed Analysis')).toBeVisible();
    });

    it('switches in place on click, without following the link', async () => {
      const user = userEvent.setup();
      const onValueChange = jest.fn();
      renderWithTheme(<Tabs label="Product information" items={items} hrefOf={hrefOf} onValueChange={onValueChange} />);
      const feeding = screen.getByRole('tab', { name: 'Feeding Guide' });
      // Seen where the click ends its way up, after React's handlers.
      const followed = jest.fn((event: MouseEvent) => event.defaultPrevented);
      window.addEventListener('click', followed, { once: true });

      await user.click(feeding);
      expect(selectedTabName()).toBe('Feeding Guide');
      expect(onValueChange).toHaveBeenCalledWith('feeding');
      expect(followed).toHaveReturnedWith(true);
    });

    it('leaves a click with a modifier key to the browser (a new browser tab)', async () => {
      const user = userEvent.setup();
      renderWithTheme(<Tabs label="Product information" items={items} hrefOf={hrefOf} />);
      const feeding = screen.getByRole('tab', { name: 'Feeding Guide' });
      // Seen where the click ends its way up, after React's handlers.
      const followed = jest.fn((event: MouseEvent) => event.defaultPrevented);
      window.addEventListener('click', followed, { once: true });

      await user.keyboard('{Control>}');
      await user.click(feeding);
      await user.keyboard('{/Control}');
      expect(followed).toHaveReturnedWith(false);
      expect(selectedTabName()).toBe('Product Details');
    });

    it('keeps the one-tab-stop keyboard pattern once the scripts run', async () => {
      const user = userEvent.setup();
      renderWithTheme(<Tabs label="Product information" items={items} hrefOf={hrefOf} />);
      expect(screen.getByRole('tab', { name: 'Nutritional Info' })).toHaveAttribute('tabindex', '-1');

      await user.tab();
      await user.keyboard('{End}');
      expect(screen.getByRole('tab', { name: 'Feeding Guide' })).toHaveFocus();
      expect(selectedTabName()).toBe('Feeding Guide');
    });
  });
});
