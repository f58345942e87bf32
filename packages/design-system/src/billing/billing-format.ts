// How billing shows money and dates, the same in the profile's billing section and the administration's.

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Minor units as money: 149000 EUR → €1,490.00. */
export function formatMoneyMinor(minor: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(minor / 100);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO instant as its UTC day: 24 Nov 2026. */
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));
