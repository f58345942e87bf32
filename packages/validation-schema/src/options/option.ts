/** One entry of an option list: the stored `value` and the text shown to people. */
export interface Option<TValue extends string | number = string> {
  readonly value: TValue;
  readonly label: string;
}

/** The values of an option list, in order, typed as the union of its values. */
export function optionValues<const TOptions extends readonly Option<string | number>[]>(options: TOptions): TOptions[number]['value'][] {
  return options.map((option) => option.value);
}

/** The label of `value` in `options`, or `undefined` when the value is not in the list. */
export function optionLabel<TValue extends string | number>(options: readonly Option<TValue>[], value: TValue): string | undefined {
  return options.find((option) => option.value === value)?.label;
}

/**
 * What a screen shows for a stored value: its label, or the value itself when no list has it (free text, a value
 * from before the list). Typed loosely on purpose: the value comes from a reply (a string), not from the union.
 */
export function optionText(options: readonly Option<string | number>[], value: string | number): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}
