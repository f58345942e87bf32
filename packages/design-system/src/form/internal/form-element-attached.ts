/**
 * What a `<Form>`'s element does once React has attached it (rendered, or hydrated with its fields), and a slot for
 * whoever else must know (ADR 0101).
 *
 * - It marks the element ready (`FORM_READY_ATTRIBUTE`): from then on its submit is React's. Until then the page's gate
 *   (app-runtime's client-render-gate.ts) stops any submit of a form without an `action`. Without a handler the
 *   browser would submit it itself, as a GET to the same address with the fields in its query: a password in the
 *   history and the server's logs, and nobody signed in. A prerendered form stays unready from the moment its
 *   visitor can press its button to the moment its hydration commits, however long the page's code takes to arrive.
 * - A form the gate held (`HELD_SUBMIT_ATTRIBUTE`) is submitted now, after what was typed before hydration is typed
 *   again, so the press is not lost either.
 * - The slot is empty unless a page rendered ahead of time fills it (`recordTypedBeforeHydration`), so an app whose
 *   pages are never prerendered carries only this module.
 */
export const FORM_READY_ATTRIBUTE = 'data-form-ready';
export const HELD_SUBMIT_ATTRIBUTE = 'data-submit-held';

let listener: ((form: Element) => void) | null = null;

export function onFormElementAttached(next: (form: Element) => void): void {
  listener = next;
}

/** `<Form>`'s ref: a function of the module, so React calls it once per element, not on every render. */
export function formElementAttached(form: Element | null): void {
  if (!form) return;
  form.setAttribute(FORM_READY_ATTRIBUTE, '');
  listener?.(form);
  if (form instanceof HTMLFormElement && form.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) {
    form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    // Queued after the retyping the listener queued (timers run in order), so the handler submits what was typed.
    setTimeout(() => form.requestSubmit());
  }
}
