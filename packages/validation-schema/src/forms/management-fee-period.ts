import * as v from 'valibot';
import { messages } from '../messages';
import { notBefore } from '../rules/conditional';
import { nonNegativeNumber, percentage } from '../rules/numbers';
import { requiredString } from '../rules/strings';
import { formObject } from '../rules/object';

/** One period of the management fee schedule; `from` and `to` are years of the fund's life. */
export const managementFeePeriodSchema = v.pipe(
  formObject({
    from: nonNegativeNumber(messages.feePeriodFromRequired, messages.valueMinZero),
    to: nonNegativeNumber(messages.feePeriodToRequired, messages.valueMinZero),
    managementFeeType: requiredString(messages.managementFeeTypeRequired),
    calculationBasis: requiredString(messages.calculationBasisRequired),
    managementPercentage: percentage(messages.managementPercentageRequired),
  }),
  notBefore('to', 'from', messages.periodEndBeforeStart),
);
export type ManagementFeePeriodFormInput = v.InferInput<typeof managementFeePeriodSchema>;
export type ManagementFeePeriodForm = v.InferOutput<typeof managementFeePeriodSchema>;
