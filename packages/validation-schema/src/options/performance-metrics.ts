import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

export const performanceMetricOptions = [
  { value: 'averageIrr', label: 'Average IRR' },
  { value: 'moic', label: 'MOIC' },
  { value: 'tvpi', label: 'TVPI' },
  { value: 'dpi', label: 'DPI' },
] as const satisfies readonly Option[];
export type PerformanceMetric = (typeof performanceMetricOptions)[number]['value'];
export const performanceMetricSchema = v.picklist(optionValues(performanceMetricOptions), messages.invalidPerformanceMetric);
