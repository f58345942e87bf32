import type * as v from 'valibot';
import { messages } from '../messages';
import { requiredLongText } from '../rules/strings';
import { formObject } from '../rules/object';

/** Reject an approval item (POST /api/administration/approval/reject/{model}/{id}). */
export const rejectSchema = formObject({
  reason: requiredLongText(messages.rejectReasonRequired),
  message: requiredLongText(messages.rejectMessageRequired),
});
export type RejectFormInput = v.InferInput<typeof rejectSchema>;
export type RejectForm = v.InferOutput<typeof rejectSchema>;
