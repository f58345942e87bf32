/**
 * When an NDA was saved or accepted, as people read it ("3 Nov 2026, 14:05"). Its own module: the public page's NDA
 * acceptance shows a date and must not load the NDA editor's form with it (ADR 0089).
 */
// Made on first use, not when the module loads (a page's first Intl formatter costs a phone a long task, issue 33).
let dateTime: Intl.DateTimeFormat | undefined;

export const formatDateTime = (iso: string) => {
  dateTime ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(iso));
};
