// A module of its own, importing nothing: a page that writes a count takes this function alone, not valibot and the
// text rules beside it (discovery's landing page: 5 KB gzip, issue 33).

/**
 * `1,000`, as the messages write whole numbers (what `toLocaleString('en-US')` gives). Not through Intl: the contracts
 * build a message for every text field they declare when their module loads, and Intl's first use in a page (its
 * locale data) and a formatter per call showed in the first page load's profile (issue 33). Other numbers go to Intl.
 */
export function groupedNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}
