import * as v from 'valibot';
import { messages } from '../messages';
import { year } from '../rules/dates';
import { optionalNonNegativeNumber } from '../rules/numbers';
import { formObject } from '../rules/object';

/** A quarterly KPI entry of a fund: year and quarter required, the figures optional (>= 0). */
export const kpiEntrySchema = formObject({
  kpiYear: year(messages.kpiYearRequired),
  kpiQuarter: v.pipe(
    v.number(messages.kpiQuarterInvalid),
    v.integer(messages.kpiQuarterInvalid),
    v.minValue(1, messages.kpiQuarterInvalid),
    v.maxValue(4, messages.kpiQuarterInvalid),
  ),
  moicValue: optionalNonNegativeNumber(),
  kpiTvpi: optionalNonNegativeNumber(),
  dpi: optionalNonNegativeNumber(),
});
export type KpiEntryFormInput = v.InferInput<typeof kpiEntrySchema>;
export type KpiEntryForm = v.InferOutput<typeof kpiEntrySchema>;
