// The one place that stops a navigation while a form holds unsaved input: the browser's own prompt when the page is
// closed or reloaded, and in-app navigation (link clicks, Back and Forward) held until the person answers.
//
// Why not React Router's useBlocker: it needs a data router, and each app mounts a plain router (app-runtime's AppRouter
// in AppProviders); the apps are also separate single-spa applications on one history, so a link in the shell's top bar
// leaves an area without its router ever knowing. The guard therefore works on the DOM and the history itself:
// - clicks on same-origin links are caught on `window` in the capture phase, before React (every app's root) sees them;
// - Back and Forward are caught on `window` in the capture phase too, registered through EventTarget.prototype because
//   single-spa replaces `window.addEventListener` to delay popstate listeners until after it has (un)mounted apps, which
//   would be too late; the URL is then put back with `history.go` and the navigation replayed if the person discards.
// Navigation from code (`navigate()` after a save) is not held: it is the app's own decision.

/** A form (or dialog) that may hold the page. */
export interface GuardEntry {
  /** 'dialog': an open form dialog, which Back closes instead of leaving the page. */
  kind: 'page' | 'dialog';
  /** Whether it holds unsaved input now. */
  isDirty: () => boolean;
  /** Asks the person; resolves true when they discard. */
  confirmDiscard: () => Promise<boolean>;
  /** A dialog's close (Back while it is open closes it). */
  close?: () => void;
}

const entries: GuardEntry[] = [];
/** The history index (React Router's `history.state.idx`) of the entry the page is on, to undo a Back or Forward. */
let currentIdx: number | undefined;
/** The next popstate is our own `history.go` putting the URL back: swallowed. */
let restoring = false;
/** The next navigation was confirmed: let it through. */
let allowed = false;

const historyIdx = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

const rememberIdx = () => {
  currentIdx = historyIdx(window.history.state);
};

function topmostDirty(): GuardEntry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]?.isDirty()) return entries[i];
  return undefined;
}

function topmostDialog(): GuardEntry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]?.kind === 'dialog') return entries[i];
  return undefined;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!topmostDirty()) return;
  // Both, for the browsers that still read returnValue; the text itself is the browser's own.
  event.preventDefault();
  event.returnValue = '';
}

/** A left click without modifiers on a same-origin link that leaves this page (not a #section of it). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site unloads the page: the browser's own prompt (beforeunload) asks.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

function onClick(event: MouseEvent) {
  // Whatever the click does to the history (a link, a button calling navigate), note where the page is afterwards.
  setTimeout(rememberIdx, 0);
  if (allowed) return;
  const anchor = leavingLink(event);
  const guard = anchor && topmostDirty();
  if (!anchor || !guard) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void guard.confirmDiscard().then((discard) => {
    if (discard) followLink(anchor);
  });
}

/** Follows a confirmed link the way it would have gone: its own click handler (React Router's) if it is still shown. */
function followLink(anchor: HTMLAnchorElement) {
  if (anchor.isConnected) {
    allowed = true;
    try {
      anchor.click();
    } finally {
      allowed = false;
    }
    return;
  }
  const navigate = (window as { singleSpaNavigate?: (url: string) => void }).singleSpaNavigate;
  if (navigate) navigate(anchor.href);
  else window.location.assign(anchor.href);
}

function onPopState(event: PopStateEvent) {
  // single-spa's own popstate after a pushState: a navigation by code or a link already let through.
  if ((event as PopStateEvent & { singleSpa?: boolean }).singleSpa) {
    rememberIdx();
    return;
  }
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    if (entries.length === 0) stopListening();
    return;
  }
  const dialog = topmostDialog();
  const guard = dialog ?? topmostDirty();
  if (allowed || !guard) {
    allowed = false;
    rememberIdx();
    return;
  }
  // Nobody else hears of it (React Router, single-spa): put the URL back where it was, then ask.
  event.stopImmediatePropagation();
  const to = historyIdx(event.state);
  // Without indexes (a page outside React Router's history) it is taken for Back, by far the common case.
  const delta = currentIdx !== undefined && to !== undefined && to !== currentIdx ? currentIdx - to : 1;
  restoring = true;
  window.history.go(delta);
  if (dialog) {
    if (!dialog.isDirty()) dialog.close?.();
    else void dialog.confirmDiscard().then((discard) => discard && dialog.close?.());
    return;
  }
  void guard.confirmDiscard().then((discard) => {
    if (!discard) return;
    allowed = true;
    window.history.go(-delta);
  });
}

function listen() {
  window.addEventListener('beforeunload', onBeforeUnload);
  window.addEventListener('click', onClick, true);
  EventTarget.prototype.addEventListener.call(window, 'popstate', onPopState as EventListener, true);
}

function stopListening() {
  window.removeEventListener('beforeunload', onBeforeUnload);
  window.removeEventListener('click', onClick, true);
  EventTarget.prototype.removeEventListener.call(window, 'popstate', onPopState as EventListener, true);
  restoring = false;
  allowed = false;
}

/** Holds navigation for `entry` until the returned function is called. The latest entry answers first. */
export function registerGuard(entry: GuardEntry): () => void {
  if (entries.length === 0) listen();
  entries.push(entry);
  rememberIdx();
  return () => {
    const at = entries.indexOf(entry);
    if (at >= 0) entries.splice(at, 1);
    // A dialog that Back closed goes before the URL is put back: keep swallowing that one popstate.
    if (entries.length === 0 && !restoring) stopListening();
  };
}
