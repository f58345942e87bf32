import { onFormElementAttached } from '../internal/form-element-attached';

/**
 * What a visitor typed into a page before it was hydrated (ADR 0101).
 *
 * A start page rendered ahead of time shows its form at once, and its fields take typing before the page's scripts have
 * run and while its page's code still loads. The form holds its own values ('' for a new sign-in): hydration leaves the
 * typed text on screen, but the form would send none of it, and the field's next render would write the form's value
 * over it. So from the moment a region's app mounts, its prerendered fields are
 * watched (`recordTypedBeforeHydration`): what the visitor changed in each, and which one has the focus. When a
 * design-system `<Form>` is hydrated (its ref is attached once its fields are), what was typed into each of its fields
 * is typed again, as input events, so the field's own handler (and its parsing) takes it as any typing, and the focus
 * goes back where it was.
 */
type Typed = { value: string } | { checked: boolean };
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Prerendered fields not hydrated yet: what was typed into each, if anything. */
const waiting = new Map<Element, Typed | undefined>();
let focusedBeforeHydration: Element | null = null;
let stopWatching: (() => void) | null = null;

function changedByVisitor(control: Control): Typed | undefined {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked ? { checked: control.checked } : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    const changed = [...control.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? { value: control.value } : undefined;
  }
  return control.value !== control.defaultValue ? { value: control.value } : undefined;
}

/** Starts watching the fields of `region` until each is hydrated: what the visitor types, and where the focus is. */
export function recordTypedBeforeHydration(region: Element): void {
  const controls = [...region.querySelectorAll<Control>('input, textarea, select')];
  if (controls.length === 0) return;
  onFormElementAttached(retypeIntoHydratedForm);
  for (const control of controls) waiting.set(control, changedByVisitor(control));
  const active = region.ownerDocument.activeElement;
  if (active && waiting.has(active)) focusedBeforeHydration = active;
  const onInput = (event: Event) => {
    const control = event.target as Control;
    if (waiting.has(control)) waiting.set(control, changedByVisitor(control));
  };
  const onFocus = (event: Event) => {
    if (waiting.has(event.target as Element)) focusedBeforeHydration = event.target as Element;
  };
  region.addEventListener('input', onInput, true);
  region.addEventListener('change', onInput, true);
  region.addEventListener('focusin', onFocus, true);
  stopWatching?.();
  stopWatching = () => {
    region.removeEventListener('input', onInput, true);
    region.removeEventListener('change', onInput, true);
    region.removeEventListener('focusin', onFocus, true);
  };
}

/** Types again what the visitor typed into the fields of a `<Form>` that has just been hydrated. */
function retypeIntoHydratedForm(form: Element): void {
  // A submit the page's gate held is the caller's to send (form-element-attached.ts), after this retyping.
  for (const element of [...waiting.keys()]) if (form.contains(element)) retypeAfterHydration(element);
}

/**
 * Types again into a hydrated field's element what the visitor typed before, once. The replay waits a task, until the
 * commit that gave the field the form's value is done.
 */
function retypeAfterHydration(element: Element): void {
  const typed = waiting.get(element);
  const hadFocus = focusedBeforeHydration === element;
  waiting.delete(element);
  if (hadFocus) focusedBeforeHydration = null;
  if (waiting.size === 0) {
    stopWatching?.();
    stopWatching = null;
  }
  if (!typed && !hadFocus) return;
  setTimeout(() => {
    // Hydration leaves what was typed on screen (React does not write a controlled field's value while it hydrates)
    // and records it as the value it last saw, while the form holds its own. React fires a field's onChange only for a
    // value other than the one it last saw, so each field is first given, through the element's own setter (which
    // React's tracker records), a value other than the typed one.
    if (typed && 'checked' in typed) {
      // A click is how React hears a checkbox change: it toggles it and runs the field's handler.
      if (element instanceof HTMLInputElement) {
        element.checked = !typed.checked;
        element.click();
      }
    } else if (typed) {
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        element.value = typed.value === element.defaultValue ? `${typed.value} ` : element.defaultValue;
      }
      // The prototype's setter, not the element's: React's own tracks the value it set, and would not see a change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set?.call(element, typed.value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (hadFocus && element instanceof HTMLElement) element.focus();
  }, 0);
}
