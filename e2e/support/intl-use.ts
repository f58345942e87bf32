import type { Page } from '@playwright/test';

/**
 * Records, from the page's first byte on, what uses the browser's locale data: Intl's formatters, `toLocaleString`
 * and `localeCompare` (the first use costs a phone a long task, issue 33; `pnpm bench:intl` times each one). Returns
 * a function that lists them: `Intl.NumberFormat`, `Number#toLocaleString`…
 */
export async function recordIntlUse(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { intlUsed: string[] }).intlUsed = used;
    const intl = Intl as unknown as Record<string, { new (...args: unknown[]): unknown; supportedLocalesOf: unknown }>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
      const Original = intl[name]!;
      // biome-ignore lint/complexity/useArrowFunction: the pages call Intl's constructors with `new`, which an arrow refuses
      const Recorded = function (...args: unknown[]) {
        used.push(`Intl.${name}`);
        return new Original(...args);
      } as unknown as (typeof intl)[string];
      Recorded.prototype = Original.prototype;
      Recorded.supportedLocalesOf = Original.supportedLocalesOf;
      intl[name] = Recorded;
    }
    const methods: [object, string, string][] = [
      [Number.prototype, 'Number', 'toLocaleString'],
      [Date.prototype, 'Date', 'toLocaleString'],
      [Date.prototype, 'Date', 'toLocaleDateString'],
      [String.prototype, 'String', 'localeCompare'],
    ];
    for (const [prototype, type, method] of methods) {
      const target = prototype as Record<string, (...args: unknown[]) => unknown>;
      const original = target[method]!;
      target[method] = function (this: unknown, ...args: unknown[]) {
        used.push(`${type}#${method}`);
        return original.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);
}
