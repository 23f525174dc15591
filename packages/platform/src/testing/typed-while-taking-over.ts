/**
 * A form's reader of its server-rendered entries (as `useInitialFormValues` takes it) that, right
 * after its first read, types `value` into the field `selector` names: a visitor typing while
 * hydration yields to the browser between its slices, after the scripts' first render has read the
 * form. For a `jest.mock` factory, through `jest.requireActual('@gentlebowl/platform/testing')`.
 */
export function typedAfterFirstRead<Read extends (...args: never[]) => unknown>(read: Read, selector: string, value: string): Read {
  let reads = 0;
  return ((...args: Parameters<Read>) => {
    const values = read(...args);
    reads += 1;
    if (reads === 1) (document.querySelector(selector) as HTMLInputElement).value = value;
    return values;
  }) as Read;
}
