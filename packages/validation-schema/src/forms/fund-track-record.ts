import * as v from 'valibot';
import { messages } from '../messages';
import { currencyCodes } from '../options/currencies';
import { notBefore } from '../rules/conditional';
import { requiredMoney } from '../rules/money';
import { nonNegativeCount, nonNegativeNumber } from '../rules/numbers';
import { requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/** One stage focus entry of a track record: `inputVal` is what the user typed for the stage. */
export const trackRecordStageFocusSchema = formObject({
  value: v.string(messages.atLeastOneStageFocus),
  // Documented as not blank: the list's check wants one typed stage, which the OpenAPI document cannot say.
  inputVal: v.pipe(v.string(messages.atLeastOneStageFocus), v.metadata<string, Record<string, unknown>>({ pattern: '\\S' })),
});

/** A fund track record. */
export const fundTrackRecordSchema = v.pipe(
  formObject({
    name: requiredString(messages.nameRequired),
    website: optionalUrl(messages.enterCorrectUrl),
    currency: formObject(
      {
        label: v.string(messages.currencyRequired),
        value: v.picklist(currencyCodes, messages.currencyRequired),
      },
      messages.currencyRequired,
    ),
    investmentPeriodFrom: nonNegativeNumber(messages.investmentPeriodRequired),
    investmentPeriodTo: nonNegativeNumber(messages.investmentPeriodRequired),
    numberOfInvestments: nonNegativeCount(messages.numberOfInvestmentsRequired),
    investedCapital: requiredMoney(messages.investedCapitalRequired),
    stageFocus: v.pipe(
      v.array(trackRecordStageFocusSchema, messages.atLeastOneStageFocus),
      v.someItem((item) => item.inputVal.trim() !== '', messages.atLeastOneStageFocus),
      v.metadata<v.InferOutput<typeof trackRecordStageFocusSchema>[], Record<string, unknown>>({ minItems: 1 }),
    ),
    type: requiredString(messages.trackRecordTypeRequired),
    RVPIconfidence: requiredString(messages.rvpiConfidenceRequired),
  }),
  notBefore('investmentPeriodTo', 'investmentPeriodFrom', messages.periodEndBeforeStart),
);
export type FundTrackRecordFormInput = v.InferInput<typeof fundTrackRecordSchema>;
export type FundTrackRecordForm = v.InferOutput<typeof fundTrackRecordSchema>;
