import * as v from 'valibot';
import { BILLING_PERIOD_MONTHS, PAGE_SIZE_OPTIONS } from '../constants';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Page sizes 10..50. */
export const pageSizeOptions = [
  { value: 10, label: '10' },
  { value: 20, label: '20' },
  { value: 30, label: '30' },
  { value: 40, label: '40' },
  { value: 50, label: '50' },
] as const satisfies readonly Option<(typeof PAGE_SIZE_OPTIONS)[number]>[];
export const pageSizeSchema = v.picklist(PAGE_SIZE_OPTIONS, messages.invalidPageSize);

/** Billing periods; the value is the number of months (monthly=1, yearly=12). */
export const billingPeriodOptions = [
  { value: BILLING_PERIOD_MONTHS.monthly, label: 'Monthly' },
  { value: BILLING_PERIOD_MONTHS.yearly, label: 'Yearly' },
] as const satisfies readonly Option<number>[];
export type BillingPeriod = (typeof billingPeriodOptions)[number]['value'];
export const billingPeriodSchema = v.picklist(optionValues(billingPeriodOptions), messages.invalidBillingPeriod);

/** Time filters of analytics lists. `days` is the look-back, `null` for all time. */
export const timeFilterOptions = [
  { value: 'lastWeek', label: 'Last week', days: 7 },
  { value: 'lastMonth', label: 'Last month', days: 30 },
  { value: 'last3Months', label: 'Last 3 months', days: 90 },
  { value: 'lastYear', label: 'Last year', days: 365 },
  { value: 'allTime', label: 'All time', days: null },
] as const satisfies readonly (Option & { days: number | null })[];
export type TimeFilter = (typeof timeFilterOptions)[number]['value'];
export const timeFilterSchema = v.picklist(optionValues(timeFilterOptions), messages.invalidTimeFilter);

export const reminderFrequencyOptions = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'yearly', label: 'Yearly' },
] as const satisfies readonly Option[];
export type ReminderFrequency = (typeof reminderFrequencyOptions)[number]['value'];
export const reminderFrequencySchema = v.picklist(optionValues(reminderFrequencyOptions), messages.invalidReminderFrequency);
