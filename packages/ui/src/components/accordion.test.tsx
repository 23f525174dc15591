import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Accordion, type AccordionItem } from './accordion';

// The accordion is native <details> markup: opening, closing, the keyboard and the one-open-at-a-
// time rule are the browser's (jsdom does not toggle <details>), checked in the browser suite
// (e2e/tests/evergreen-pages.spec.ts and html-first-content.spec.ts).

const items: AccordionItem[] = [
  { id: 'ingredients', title: 'Ingredients', content: <p>Salmon, rice, barley</p> },
  { id: 'benefits', title: 'Key Benefits for Sensitive Stomachs', content: <p>Prebiotic fibre</p> },
  { id: 'features', title: 'Features', content: <p>Made in the USA</p> },
];

const itemOf = (title: string) => screen.getByRole('heading', { name: title }).closest('details');

describe('Accordion', () => {
  it('is a group of details sharing one name, so the browser keeps at most one open', () => {
    renderWithTheme(<Accordion items={items} name="dog-food-details" />);
    for (const { title } of items) {
      const item = itemOf(title as string);
      expect(item).toHaveAttribute('name', 'dog-food-details');
    }
    expect(itemOf('Ingredients')).toHaveAttribute('id', 'dog-food-details-ingredients');
  });

  it('titles each item with a heading of the given level inside its summary', () => {
    renderWithTheme(<Accordion items={items} headingLevel={4} />);
    const heading = screen.getByRole('heading', { level: 4, name: 'Ingredients' });
    expect(heading.parentElement?.tagName).toBe('SUMMARY');
  });

  it('starts with everything closed unless an item is named', () => {
    renderWithTheme(<Accordion items={items} />);
    for (const { title } of items) expect(itemOf(title as string)).not.toHaveAttribute('open');
  });

  it('opens the default item alone', () => {
    renderWithTheme(<Accordion items={items} defaultOpenId="benefits" />);
    expect(itemOf('Key Benefits for Sensitive Stomachs')).toHaveAttribute('open');
    expect(itemOf('Ingredients')).not.toHaveAttribute('open');
    expect(itemOf('Features')).not.toHaveAttribute('open');
  });

  it('gives two accordions on a page different groups', () => {
    renderWithTheme(
      <>
        <Accordion items={items.slice(0, 1)} />
        <Accordion items={items.slice(1, 2)} />
      </>,
    );
    expect(itemOf('Ingredients')?.getAttribute('name')).not.toBe(itemOf('Key Benefits for Sensitive Stomachs')?.getAttribute('name'));
  });
});
