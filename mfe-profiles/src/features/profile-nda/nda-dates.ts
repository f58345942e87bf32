/**
 * When an NDA was saved or accepted, as people read it ("3 Nov 2026, 14:05"). Its own module: the public page's NDA
 * acceptance shows a date and must not load the NDA editor's form with it (ADR 0089).
 */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
