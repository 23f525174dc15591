/** One choice of a select, radio group or checkbox list: the stored value and the text people read. */
export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

type NonEmptyOptions = readonly [Option, ...Option[]];

/**
 * The values of an option list as a non-empty tuple, so the same list feeds `z.enum`, TypeScript unions
 * and the rendered choices without the values being written twice. Module-level calls are marked
 * `/* @__PURE__ *\/`, so a bundle that reads none of a list's values (the shell reads none of the
 * breeds) drops the list.
 */
export function valuesOf<const Options extends NonEmptyOptions>(
  options: Options,
): { readonly [Index in keyof Options]: Options[Index]['value'] } {
  return options.map((option) => option.value) as unknown as {
    readonly [Index in keyof Options]: Options[Index]['value'];
  };
}

/** Whether `value` is one of `values`: narrows text from an address, a record or storage to the list's type. */
export function isOneOf<const Value>(values: readonly Value[], value: unknown): value is Value {
  return (values as readonly unknown[]).includes(value);
}

/** The label of `value` in `options`, or `value` itself when the list does not know it. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
