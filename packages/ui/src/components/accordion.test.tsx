import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { id: 'ingredients', title: 'Ingredients', content: <p>Salmon, rice, barley</p> },
  { id: 'benefits', title: 'Key Benefits for Sensitive Stomachs', content: <p>Prebiotic fibre</p> },
  { id: 'features', title: 'Features', content: <p>Made in the USA</p> },
];

function trigger(name: string) {
  return screen.getByRole('button', { name });
}

describe('Accordion', () => {
  it('puts each trigger inside a heading and links it to its panel', () => {
    renderWithTheme(<Accordion items={items} headingLevel={4} idPrefix="details" />);
    const heading = screen.getByRole('heading', { level: 4, name: 'Ingredients' });
    const button = trigger('Ingredients');
    expect(heading).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'details-panel-ingredients');
    expect(document.getElementById('details-panel-ingredients')).toHaveTextContent('Salmon, rice, barley');
  });

  it('starts with everything closed unless an item is named', () => {
    renderWithTheme(<Accordion items={items} />);
    expect(screen.getByText('Salmon, rice, barley')).not.toBeVisible();
    expect(screen.getByText('Prebiotic fibre')).not.toBeVisible();
  });

  it('opens the default item as a labelled region', () => {
    renderWithTheme(<Accordion items={items} defaultOpenId="benefits" />);
    expect(trigger('Key Benefits for Sensitive Stomachs')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Key Benefits for Sensitive Stomachs' })).toHaveTextContent(
      'Prebiotic fibre',
    );
  });

  it('keeps at most one item open', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} />);

    await user.click(trigger('Ingredients'));
    expect(screen.getByText('Salmon, rice, barley')).toBeVisible();

    await user.click(trigger('Features'));
    expect(screen.getByText('Made in the USA')).toBeVisible();
    expect(screen.getByText('Salmon, rice, barley')).not.toBeVisible();
    expect(trigger('Ingredients')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Features')).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} defaultOpenId="ingredients" />);
    await user.click(trigger('Ingredients'));
    expect(trigger('Ingredients')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Salmon, rice, barley')).not.toBeVisible();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} />);
    await user.tab();
    expect(trigger('Ingredients')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Salmon, rice, barley')).toBeVisible();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByText('Prebiotic fibre')).toBeVisible();
    expect(screen.getByText('Salmon, rice, barley')).not.toBeVisible();
  });

  it('does not turn long lists such as the ten FAQ answers into landmarks', async () => {
    const user = userEvent.setup();
    const faq = Array.from({ length: 10 }, (_, index) => ({
      id: `question-${index + 1}`,
      title: `Question ${index + 1}`,
      content: <p>Answer {index + 1}</p>,
    }));
    renderWithTheme(<Accordion items={faq} />);
    await user.click(trigger('Question 3'));
    expect(screen.getByText('Answer 3')).toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
