import * as v from 'valibot';
import { valuationBases } from '../enums/graduation';
import { messages } from '../messages';
import { optionalMoney, requiredMoney } from '../rules/money';
import { roundBaseEntries } from './round-fields';
import { formObject } from '../rules/object';

/** Valuation update, markup or markdown (graduation routes markup and markdown). */
export const valuationUpdateSchema = formObject({
  ...roundBaseEntries,
  valuation: requiredMoney(messages.valuationRequired),
  valuationBasis: v.picklist(valuationBases, messages.valuationBasisRequired),
  sharePrice: optionalMoney(),
});
export type ValuationUpdateFormInput = v.InferInput<typeof valuationUpdateSchema>;
export type ValuationUpdateForm = v.InferOutput<typeof valuationUpdateSchema>;
