import type { MembershipPlan } from '@fundnet/api-client';

const formatters = new Map<string, Intl.NumberFormat>();
/** Minor units as money: 149000 EUR → €1,490.00. */
export function money(minor: number, currency: string): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f.format(minor / 100);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
export const day = (iso: string) => dateFormat.format(new Date(iso));

export const periodLabel = (period: number) => (period === 12 ? 'yearly' : 'monthly');

export function priceOf(plan: MembershipPlan, currency: string, period: number): number {
  const row = plan.prices.find((p) => p.currency === currency) ?? plan.prices[0];
  if (!row) return 0;
  return period === 12 ? row.yearlyMinor : row.monthlyMinor;
}

export const statusLabels: Record<string, { label: string; color: 'success' | 'warning' | 'error' | 'default' | 'info' }> = {
  incomplete: { label: 'Awaiting payment', color: 'info' },
  active: { label: 'Active', color: 'success' },
  past_due: { label: 'Payment overdue', color: 'warning' },
  canceled: { label: 'Canceled', color: 'default' },
  unpaid: { label: 'Unpaid', color: 'error' },
  open: { label: 'Open', color: 'info' },
  paid: { label: 'Paid', color: 'success' },
  void: { label: 'Void', color: 'default' },
  uncollectible: { label: 'Uncollectible', color: 'error' },
};

export function limitLabel(limit: number | null, used: number | null): string {
  if (limit === null) return used === null ? '' : `${used} used · unlimited`;
  return `${used ?? 0} of ${limit}`;
}
