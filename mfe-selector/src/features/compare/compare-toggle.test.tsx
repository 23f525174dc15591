import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { useLocation } from '@gentlebowl/router';
import { appTheme } from '@gentlebowl/ui';
import { act, screen, within } from '@testing-library/react';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { COMPARE_STORAGE_KEY } from './compare-storage';
import { compareFullMessage, CompareToggle } from './compare-toggle';

const food = (id: number) => ({ id, brand: 'Acme', name: `Food ${id}` });
const dog = { weightLbs: 60, age: 'adult', size: 'large' } as const;

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function Toggles({ ids }: { ids: number[] }) {
  return (
    <>
      <ul>
        {ids.map((id) => (
          <li key={id} data-testid={`card-${id}`}>
            <CompareToggle food={food(id)} dog={dog} />
          </li>
        ))}
      </ul>
      <Address />
    </>
  );
}

/** The toggles on a page at `route`. */
function renderToggles(ids: number[], route = '/food-selector') {
  return renderWithShellProviders(<Toggles ids={ids} />, { route });
}

/** The fields a toggle's form sends, as the browser would put them in the address. */
function sentQuery(id: number): string {
  const form = toggle(id).closest('form');
  if (!form) throw new Error('The toggle is not in a form');
  const fields = [...form.querySelectorAll('input')].map((input) => [input.name, input.value]);
  return new URLSearchParams(fields).toString();
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

  it('is a form asking for the page itself with the list the toggle leaves, so it works before scripts and without them', () => {
    renderToggles([1, 2], '/food-selector?weight=60&symptom=diarrhea&symptom=gas');
    const form = toggle(1).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/food-selector');
    expect(toggle(1)).toHaveAttribute('type', 'submit');
    expect(sentQuery(1)).toBe('weight=60&symptom=diarrhea&symptom=gas&compare=1');
  });

  it('shows the list a toggle sent in the address, then adds the kept list and takes the list out of the address', () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ ids: [9], dog: null }));
    renderToggles([1, 2, 9], '/food-selector?weight=60&compare=2');

    expect(toggle(2)).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(9)).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(1)).toHaveAttribute('aria-pressed', 'false');
    expect(card(2).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      '/compare?foods=2,9&weight=60&age=adult&size=large',
    );
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/food-selector\?weight=60$/);
    // The next toggle's form sends the whole list, so a reload keeps what the scripts knew.
    expect(sentQuery(1)).toBe('weight=60&compare=2%2C9%2C1');
  });

  it('says why a fourth food sent in the address was refused', () => {
    renderToggles([1, 2, 3, 4], '/dog-food/4?compare=1,2,3,4');
    expect(toggle(4)).toHaveAttribute('aria-pressed', 'false');
    expect(card(4).getByRole('status')).toHaveTextContent(compareFullMessage);
    expect(card(4).getByRole('link', { name: 'Compare (3)' })).toBeInTheDocument();
    expect(toggle(3)).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders the list the address carries on the server, where nothing else is known', () => {
    const html = renderInShellStackToString(
      <>
        <CompareToggle food={food(7)} dog={dog} />
        <CompareToggle food={food(8)} dog={dog} />
      </>,
      { theme: appTheme, route: '/food-selector?weight=60&compare=7' },
    );
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('href="/compare?foods=7&amp;weight=60&amp;age=adult&amp;size=large"');
    expect(html).toContain('name="compare" value="7,8"');
  });

  it('renders off the list before the browser is read, so the server HTML and the first render agree', () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ ids: [7], dog: null }));
    const html = renderInShellStackToString(<CompareToggle food={food(7)} />, { theme: appTheme });
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('Add to compare');
  });
});
