/**
 * A slot for whoever must know when a form's element is attached (rendered or hydrated, with its fields): empty unless
 * a page rendered ahead of time fills it (`recordTypedBeforeHydration`, ADR 0101). Every `<Form>` calls it; what it does
 * is in that module, so an app whose pages are never prerendered (every remote today) carries only this slot.
 */
let listener: ((form: Element) => void) | null = null;

export function onFormElementAttached(next: (form: Element) => void): void {
  listener = next;
}

/** `<Form>`'s ref: a function of the module, so React calls it once per element, not on every render. */
export function formElementAttached(form: Element | null): void {
  if (form && listener) listener(form);
}
