import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { act, screen, within } from '@testing-library/react';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { COMPARE_STORAGE_KEY } from './compare-storage';
import { compareFullMessage, CompareToggle } from './compare-toggle';

const food = (id: number) => ({ id, brand: 'Acme', name: `Food ${id}` });
const dog = { weightLbs: 60, age: 'adult', size: 'large' } as const;

function renderToggles(ids: number[]) {
  return renderWithShellProviders(
    <ul>
      {ids.map((id) => (
        <li key={id} data-testid={`card-${id}`}>
          <CompareToggle food={food(id)} dog={dog} />
        </li>
      ))}
    </ul>,
  );
}

const card = (id: number) => within(screen.getByTestId(`card-${id}`));
const toggle = (id: number) => card(id).getByRole('button', { name: new RegExp(`compare Acme Food ${id}$`) });

beforeEach(() => window.localStorage.clear());

describe('CompareToggle', () => {
  it('puts a food on the compare list and takes it off again, with a link to the comparison', async () => {
    const { user } = renderToggles([1, 2]);
    expect(toggle(1)).toHaveAttribute('aria-pressed', 'false');
    expect(toggle(1)).toHaveAccessibleName('Add to compare Acme Food 1');
    expect(screen.queryByRole('link', { name: /^Compare/ })).not.toBeInTheDocument();

    await user.click(toggle(1));
    await user.click(toggle(2));

    expect(toggle(1)).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(1)).toHaveAccessibleName('Remove from compare Acme Food 1');
    expect(card(2).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      '/compare?foods=1,2&weight=60&age=adult&size=large',
    );

    await user.click(toggle(1));
    expect(toggle(1)).toHaveAttribute('aria-pressed', 'false');
    expect(card(1).queryByRole('link')).not.toBeInTheDocument();
    expect(card(2).getByRole('link', { name: 'Compare (1)' })).toHaveAttribute(
      'href',
      '/compare?foods=2&weight=60&age=adult&size=large',
    );
  });

  it('refuses a fourth food with a message, and adds it once there is room', async () => {
    const { user } = renderToggles([1, 2, 3, 4]);
    for (const id of [1, 2, 3]) await user.click(toggle(id));

    await user.click(toggle(4));

    expect(toggle(4)).toHaveAttribute('aria-pressed', 'false');
    expect(card(4).getByRole('status')).toHaveTextContent(compareFullMessage);
    expect(compareFullMessage).toMatch(/up to 3 foods/);
    expect(card(4).getByRole('link', { name: 'Compare (3)' })).toBeInTheDocument();

    await user.click(toggle(2));
    await user.click(toggle(4));
    expect(toggle(4)).toHaveAttribute('aria-pressed', 'true');
    expect(card(4).getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the list in the browser for the next visit', async () => {
    const first = renderToggles([5, 6]);
    await first.user.click(toggle(6));
    expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '{}')).toEqual({ ids: [6], dog });
    first.unmount();

    renderToggles([5, 6]);

    expect(toggle(6)).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(5)).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a change another tab makes to the kept list', () => {
    renderToggles([5, 6]);
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ ids: [5], dog: null }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    });
    expect(toggle(5)).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders off the list before the browser is read, so the server HTML and the first render agree', () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ ids: [7], dog: null }));
    const html = renderInShellStackToString(<CompareToggle food={food(7)} />, { theme: appTheme });
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('Add to compare');
  });
});
