import type { MembershipPlan } from '@fundnet/api-client';

// Money and days are shown as in every billing view (the design system's).
export { formatDay as day, formatMoneyMinor as money } from '@fundnet/design-system';

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
