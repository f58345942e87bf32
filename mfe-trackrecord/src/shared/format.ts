import { type ChartReply, irrReasonTexts } from '@fundnet/validation-schema';

export const formatMoney = (value: number | null | undefined, currency: string) =>
  value === null || value === undefined
    ? '—'
    : new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
export const formatMultiple = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value.toFixed(2)}x`);
export const formatPercent = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? '—' : `${(fraction * 100).toFixed(1)} %`;
export const irrText = (irr: number | null, reason: string | null) =>
  irr !== null ? formatPercent(irr) : reason ? `n/a (${irrReasonTexts[reason as keyof typeof irrReasonTexts] ?? reason})` : '—';

export function formatChartValue(chart: Pick<ChartReply, 'unit' | 'currency'>, value: number | null): string {
  if (value === null) return '—';
  switch (chart.unit) {
    case 'currency':
      return formatMoney(value, chart.currency);
    case 'multiple':
      return formatMultiple(value);
    case 'percent':
      return `${value.toFixed(1)} %`;
    case 'months':
      return `${value.toFixed(1)} months`;
    default:
      return String(Math.round(value * 100) / 100);
  }
}

/** Reads a File as base64 (the import call's body). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
