export const formatMoney = (value: number | null | undefined, currency: string | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : currency
      ? new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)
      : new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(value);
export const formatPercent = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? '—' : `${(fraction * 100).toFixed(1)} %`;
export const today = () => new Date().toISOString().slice(0, 10);
/** An amount for a chart's axis, where full figures do not fit: €100M, €2.5K. */
export const formatMoneyCompact = (value: number | null | undefined, currency: string | null | undefined) =>
  value === null || value === undefined
    ? ''
    : new Intl.NumberFormat('en', {
        ...(currency ? { style: 'currency', currency } : {}),
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(value);
