export const formatMoney = (value: number | null | undefined, currency: string | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : currency
      ? new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)
      : new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(value);
export const formatPercent = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? '—' : `${(fraction * 100).toFixed(1)} %`;
export const today = () => new Date().toISOString().slice(0, 10);
