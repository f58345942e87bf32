import * as v from 'valibot';
import { DEAL_SIZE_HIGH_MIN, DEAL_SIZE_LOW_MIN, DEAL_SIZE_MEDIUM_MIN } from '../constants';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Deal size scale: 200k-1m low, 1m-5m medium, +5m high. `min` inclusive, `max` exclusive. */
export const dealSizeOptions = [
  { value: 'low', label: '200k – 1m', min: DEAL_SIZE_LOW_MIN, max: DEAL_SIZE_MEDIUM_MIN },
  { value: 'medium', label: '1m – 5m', min: DEAL_SIZE_MEDIUM_MIN, max: DEAL_SIZE_HIGH_MIN },
  { value: 'high', label: '+5m', min: DEAL_SIZE_HIGH_MIN, max: null },
] as const satisfies readonly (Option & { min: number; max: number | null })[];
export type DealSize = (typeof dealSizeOptions)[number]['value'];
export const dealSizeSchema = v.picklist(optionValues(dealSizeOptions), messages.invalidDealSize);

/** The scale step of an amount, or `null` below 200k. */
export function dealSizeOf(amount: number): DealSize | null {
  const step = dealSizeOptions.find((option) => amount >= option.min && (option.max === null || amount < option.max));
  return step?.value ?? null;
}
