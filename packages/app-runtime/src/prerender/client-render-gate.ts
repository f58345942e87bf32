import { TOKEN_KEY } from '@fundnet/api-client';
import { COLOR_MODE_STORAGE_KEY, FORM_READY_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from '@fundnet/design-system';
import { CLIENT_RENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';

/** Where the shell keeps a developer's remote overrides (shell/src/root-config/remote-overrides.ts, `OVERRIDES_KEY`). */
export const REMOTE_OVERRIDES_STORAGE_KEY = 'fundnet:remote-overrides';

/**
 * The gate a prerendered page runs in its head, before its body is parsed (ADR 0101). A prerendered region shows the
 * page as a signed-out visitor in the light mode sees it at that address. Anyone else must not be shown it, not even
 * for the moment before the app renders: a session token in either storage (signed in, or signed out by expiry:
 * the app decides), a stored or system dark mode, or a fragment (a social sign-in's `#code=`, which the page acts on).
 * A developer's remote override (the shell's `fundnet:remote-overrides`, ADR 0075) counts too: their remote would
 * hydrate HTML the released one rendered. Storage that throws (blocked) counts as "not sure": rendered in the browser. The server never sends a prerendered
 * page for an address with a query string (`?returnTo=`), so that is not the gate's to check.
 *
 * It also holds the submit of a form that came in the page's HTML and whose React handler is not attached yet (a
 * visitor who presses "Log in" while the scripts load, or while the page hydrates): the browser's own submit would
 * load the address with the fields in its query, the password included. Such a form is React's once the design-system
 * `Form` has marked it ready, which it does as its element is attached; before that, a form without an `action` has
 * its submit stopped (React does not see it either, so it is sent once) and marked held, and the `Form` submits it
 * once attached, with what was typed (design-system's form-element-attached.ts and typed-before-hydration.ts). The
 * page's forms are noted as its parsing ends (in a WeakSet: no mark in the HTML that hydration would see); a form
 * rendered in the browser afterwards is never held, design-system `Form` or not.
 */
export const clientRenderGateScript = `(function(h){try{var s=sessionStorage,l=localStorage,m=l.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(s.getItem(${JSON.stringify(TOKEN_KEY)})||l.getItem(${JSON.stringify(TOKEN_KEY)})||l.getItem(${JSON.stringify(REMOTE_OVERRIDES_STORAGE_KEY)})||location.hash||(m?m==='dark':matchMedia('(prefers-color-scheme: dark)').matches))h.setAttribute('${CLIENT_RENDER_ATTRIBUTE}','')}catch(e){h.setAttribute('${CLIENT_RENDER_ATTRIBUTE}','')}var d=document,p=0,v=new WeakSet;function t(){if(!p&&d.readyState!=='loading'){p=1;d.querySelectorAll('form').forEach(function(f){v.add(f)})}}t();d.addEventListener('readystatechange',t);d.addEventListener('submit',function(e){var f=e.target;t();if(f&&f.tagName==='FORM'&&(!p||v.has(f))&&!f.hasAttribute('action')&&!f.hasAttribute('${FORM_READY_ATTRIBUTE}')){e.preventDefault();e.stopPropagation();f.setAttribute('${HELD_SUBMIT_ATTRIBUTE}','')}},true)})(document.documentElement)`;

/** Hides the prerendered regions from the first paint when the gate said so; the app empties them as it mounts. */
export const clientRenderGateStyle = `[${CLIENT_RENDER_ATTRIBUTE}] [${PRERENDERED_ATTRIBUTE}]{visibility:hidden}`;
