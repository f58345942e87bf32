import * as v from 'valibot';
import { messages } from '../messages';
import { year } from '../rules/dates';
import { optionalList } from '../rules/lists';
import { optionalMoney } from '../rules/money';
import { optionalNonNegativeCount, optionalNonNegativeNumber } from '../rules/numbers';
import { requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** A previous fund of a fund manager: URLs valid, text fields required, figures optional. */
export const previousFundSchema = formObject({
  fundWebsiteUrlLink: urlSchema(messages.pleaseEnterCorrectUrl, messages.pleaseEnterWebsite),
  fundName: requiredString(messages.fundNameRequired),
  vintageYear: year(messages.vintageYearRequired),
  fundSize: optionalMoney(),
  status: requiredString(messages.fundStatusRequired),
  moic: optionalNonNegativeNumber(),
  tvpi: optionalNonNegativeNumber(),
  dpi: optionalNonNegativeNumber(),
  /** IRR in percent; may be negative. */
  irr: v.nullish(v.pipe(v.number(), v.finite()), null),
  numOfInvestments: optionalNonNegativeCount(),
  numOfInvestingPartners: optionalNonNegativeCount(),
  paidInCapital: optionalMoney(),
  totalNAV: optionalMoney(),
  companiesUrls: optionalList(urlSchema(messages.pleaseEnterCorrectUrl)),
});
export type PreviousFundFormInput = v.InferInput<typeof previousFundSchema>;
export type PreviousFundForm = v.InferOutput<typeof previousFundSchema>;
