import type { EmotionCache, SerializedStyles } from '@emotion/react';

/**
 * On the `<style>` holding a document's baseline (MUI's CssBaseline rules: `html`, `body`, `*`): the emotion cache's
 * key and the rules' serialized name (`css 1xvbxmn`). A rendered page's head brings one (the prerender writes it,
 * app-runtime's prerender-region.tsx); each app's `DocumentBaseline` uses the one with its name, or adds it.
 */
export const BASELINE_STYLES_ATTRIBUTE = 'data-baseline-styles';

/**
 * How many mounted `DocumentBaseline`s use a baseline `<style>`, on the element itself: every app of the page (the
 * shell's top bar, its pages, each remote) renders one, and a remote may bundle its own copy of this module, so the
 * count cannot live in a module variable. `Symbol.for` is the same symbol in every copy.
 */
const USERS = Symbol.for('fundnet.documentBaseline.users');
type CountedStyle = HTMLStyleElement & { [USERS]?: number };

/** What emotion's `StyleSheet` is made with (its own type is not exported by @emotion/react). */
interface SheetOptions {
  key: string;
  nonce?: string;
  container: Node;
  speedy?: boolean;
}

const usersOf = (style: CountedStyle) => style[USERS] ?? 0;

/**
 * Makes `serialized` (the baseline of the theme an app renders with) the document's one baseline, and returns what
 * gives it back (the effect's cleanup).
 *
 * Why not MUI's `CssBaseline` (emotion's `Global`): each `Global` inserts its rules in a `<style>` of its own as it
 * mounts, and a page renders one per app, two or three in all. The rules are selectors on `html`, `body` and `*`, so
 * each new `<style>` makes the browser work out the style of every element of the page again: 11-20 ms each at
 * desktop speed on `/fund/discovery` (646 elements), four times that on Lighthouse's phone, in the tasks that hydrate
 * the page, for rules the page's head already held. Here the rules are inserted once per document, and not at all when
 * the page came with them.
 *
 * And a rendered page's baseline is the light one. Where it lay among the page's other rules (before this), a visitor
 * in dark mode, or one who turned it on, kept a light page behind dark cards: its rules came later than the dark ones
 * `CssBaseline` inserted, and won. Here a baseline no app uses any more is removed as another takes its place.
 */
export function shareBaseline(cache: EmotionCache, serialized: SerializedStyles): () => void {
  const mark = `${cache.key} ${serialized.name}`;
  const baselines = [...document.querySelectorAll<CountedStyle>(`style[${BASELINE_STYLES_ATTRIBUTE}]`)];
  let style = baselines.find((candidate) => candidate.getAttribute(BASELINE_STYLES_ATTRIBUTE) === mark);
  if (!style) {
    // A sheet of the cache's own kind, placed as emotion's `Global` places one: before the cache's first `<style>`
    // (a rendered page's rules, adopted by app-runtime's region-styles.ts, or the first ones inserted since).
    const Sheet = cache.sheet.constructor as new (options: SheetOptions) => EmotionCache['sheet'];
    const sheet = new Sheet({
      key: `${cache.key}-global`,
      nonce: cache.sheet.nonce,
      container: cache.sheet.container,
      speedy: cache.sheet.isSpeedy,
    });
    sheet.before = (baselines[0] ?? cache.sheet.tags[0] ?? null) as Element | null;
    cache.insert('', serialized, sheet, false);
    style = sheet.tags[0] as CountedStyle;
    style.setAttribute(BASELINE_STYLES_ATTRIBUTE, mark);
  }
  const used = style;
  used[USERS] = usersOf(used) + 1;
  // A baseline nobody uses (the page's light one for a visitor in dark mode; the mode every app just left): its rules
  // would fight this one's.
  for (const other of baselines) {
    if (other.getAttribute(BASELINE_STYLES_ATTRIBUTE) !== mark && usersOf(other) === 0) other.remove();
  }
  return () => {
    used[USERS] = usersOf(used) - 1;
    if (usersOf(used) === 0 && document.querySelectorAll(`style[${BASELINE_STYLES_ATTRIBUTE}]`).length > 1) used.remove();
  };
}
