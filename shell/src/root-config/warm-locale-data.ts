/**
 * Loads the browser's locale data for the formatters remote pages use, while the remote's files download (issue 33).
 *
 * A page's first Intl formatter (a number, a date, a sort order) costs 10-50 ms on a desktop's CPU, four times that on
 * a phone's, in one piece: V8 loads ICU's data for that service and locale. Made by a remote page, it fell inside the
 * page's first render or a chunk's evaluation, after the first paint, where every long task counts as blocking. Here
 * it runs in the gap the page spends waiting for remotes.json and the remote's manifest and entry, when the main
 * thread is idle; the formatters the page makes later are then cheap (under 1 ms each). Shell pages do not call it:
 * they format nothing on their first screen.
 *
 * Each formatter is warmed in a task of its own: on a page the server rendered (ADR 0102) the gap comes after the
 * first paint, and the five in one task were one 260 ms long task at a phone's speed.
 */
const warmUps: ReadonlyArray<() => unknown> = [
  // The locales and services the areas format with: counts and amounts ('en-US', 'en-GB', 'en'), dates ('en-GB'),
  // sorted option lists ('en' collation).
  ...['en-US', 'en-GB', 'en'].map((locale) => () => new Intl.NumberFormat(locale).format(1)),
  () => new Intl.DateTimeFormat('en-GB').format(0),
  () => new Intl.Collator('en').compare('a', 'b'),
];

export function warmLocaleData(inTaskOfItsOwn: (warmUp: () => unknown) => void = (warmUp) => setTimeout(warmUp, 0)): void {
  for (const warmUp of warmUps) inTaskOfItsOwn(warmUp);
}
