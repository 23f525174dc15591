import { render, renderHook } from '@testing-library/react';
import { typedFormValues, useInitialFormValues } from './typed-form-values';

interface DogValues {
  name: string;
  size: string;
  allergies: string[];
}

const emptyDog: DogValues = { name: '', size: 'medium', allergies: [] };

const dogFromEntries = (entries: URLSearchParams, fallback: DogValues): DogValues => ({
  name: entries.get('name') ?? fallback.name,
  size: entries.get('size') ?? fallback.size,
  allergies: entries.getAll('allergy'),
});

function serverRenderedForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form name="dog">
      <input name="name" value="">
      <input type="radio" name="size" value="small"><input type="radio" name="size" value="medium" checked>
      <input type="checkbox" name="allergy" value="chicken"><input type="checkbox" name="allergy" value="beef">
    </form>`;
  return document.forms.namedItem('dog') as HTMLFormElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The hook as the browser first runs it on a server-rendered page: hydrating (its container holds
 * what the server rendered of it, nothing), beside the server's form. */
function hydrateHook<Result>(hook: () => Result) {
  return renderHook(hook, { hydrate: true, container: document.body.appendChild(document.createElement('div')) });
}

describe('typedFormValues', () => {
  it('reads what a visitor typed, picked and ticked before the scripts arrived', () => {
    const form = serverRenderedForm();
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Biscuit';
    (form.querySelector('input[value="small"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[value="chicken"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[value="beef"]') as HTMLInputElement).checked = true;

    const values = typedFormValues('dog');

    expect(values?.get('name')).toBe('Biscuit');
    expect(values?.get('size')).toBe('small');
    expect(values?.getAll('allergy')).toEqual(['chicken', 'beef']);
  });

  it('is null when the page holds no form of that name', () => {
    serverRenderedForm();
    expect(typedFormValues('newsletter')).toBeNull();
  });
});

const rex: DogValues = { name: 'Rex', size: 'medium', allergies: [] };

/** A form with no server-rendered twin: React draws it, starting from `rex`. */
function ClientRenderedForm({ onValues }: { onValues: (values: DogValues) => void }) {
  onValues(useInitialFormValues('dog', rex, dogFromEntries));
  return (
    <form name="dog">
      <input name="name" defaultValue="" />
    </form>
  );
}

describe('useInitialFormValues', () => {
  it('starts the form from what the visitor entered in its server-rendered twin', () => {
    const form = serverRenderedForm();
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Biscuit';
    (form.querySelector('input[value="beef"]') as HTMLInputElement).checked = true;

    const { result } = hydrateHook(() => useInitialFormValues('dog', emptyDog, dogFromEntries));

    expect(result.current).toEqual({ name: 'Biscuit', size: 'medium', allergies: ['beef'] });
  });

  it('takes what the visitor typed while the form was being taken over, before its commit', () => {
    const form = serverRenderedForm();
    const nameField = form.elements.namedItem('name') as HTMLInputElement;
    let reads = 0;
    // The visitor types just after the first render has read the form, as while hydration yields.
    const typingDuringTheFirstRender = (entries: URLSearchParams, fallback: DogValues) => {
      const values = dogFromEntries(entries, fallback);
      reads += 1;
      if (reads === 1) nameField.value = 'Biscuit';
      return values;
    };

    const { result } = hydrateHook(() => useInitialFormValues('dog', emptyDog, typingDuringTheFirstRender));

    expect(result.current).toEqual({ name: 'Biscuit', size: 'medium', allergies: [] });
  });

  it('keeps the same values for the life of the form, whatever the visitor types later', () => {
    const form = serverRenderedForm();
    const { result, rerender } = hydrateHook(() => useInitialFormValues('dog', emptyDog, dogFromEntries));
    const first = result.current;
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Later';
    rerender();
    expect(result.current).toBe(first);
  });

  it('keeps the fallback for a form React renders itself, not the empty fields it finds at the commit', () => {
    const seen: DogValues[] = [];
    render(<ClientRenderedForm onValues={(values) => seen.push(values)} />);
    expect(seen.every((values) => values === rex)).toBe(true);
  });

  it('starts from the fallback for a form not on the page', () => {
    const { result } = hydrateHook(() => useInitialFormValues('dog', emptyDog, dogFromEntries));
    expect(result.current).toBe(emptyDog);
  });

  it('starts from the fallback for a form that appears once the page is taken over, whatever another form of its name holds', () => {
    // A new list's filters after a navigation: the form they replace is still in the document.
    const form = serverRenderedForm();
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Biscuit';
    const { result } = renderHook(() => useInitialFormValues('dog', emptyDog, dogFromEntries));
    expect(result.current).toBe(emptyDog);
  });
});
