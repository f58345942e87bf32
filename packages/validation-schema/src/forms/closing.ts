import type * as v from 'valibot';
import { messages } from '../messages';
import { isoDate } from '../rules/dates';
import { requiredMoney } from '../rules/money';
import { requiredString } from '../rules/strings';
import { formObject } from '../rules/object';

/** A closing goal of the commitments book (POST /api/…/closing-goals). */
export const closingSchema = formObject({
  closingName: requiredString(messages.closingNameRequired),
  targetClosingDate: isoDate(messages.targetClosingDateRequired),
  closingGoal: requiredMoney(messages.closingGoalRequired),
});
export type ClosingFormInput = v.InferInput<typeof closingSchema>;
export type ClosingForm = v.InferOutput<typeof closingSchema>;
