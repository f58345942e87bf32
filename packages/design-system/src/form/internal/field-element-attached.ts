/**
 * A slot for whoever must know when a form field's element is attached (rendered or hydrated): empty unless a page
 * that was rendered ahead of time fills it (`recordTypedBeforeHydration`, ADR 0101). Every field calls it; what it
 * does is in that module, so an app whose pages are never prerendered (every remote today) carries only this slot.
 */
let listener: ((element: Element) => void) | null = null;

export function onFieldElementAttached(next: (element: Element) => void): void {
  listener = next;
}

export function fieldElementAttached(element: Element | null): void {
  if (element && listener) listener(element);
}
