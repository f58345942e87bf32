import { currencyAmount } from '@fundnet/design-system';
import { type ChartReply, irrReasonTexts } from '@fundnet/validation-schema';

// Amounts are written without Intl (design-system's currencyAmount, compared with Intl in its tests): a track record
// shown on a shared fund page is rendered in the page's first second, and Intl's first use loads the browser's locale
// data in one long task (issue 33).
export const formatMoney = (value: number | null | undefined, currency: string) =>
  value === null || value === undefined ? '—' : currencyAmount(value, currency);
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
