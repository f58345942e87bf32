import * as v from 'valibot';
import { messages } from '../messages';
import { email } from '../rules/email';
import { requiredLongText } from '../rules/strings';
import { formObject } from '../rules/object';

/**
 * Invite forms (invite investors, invite profile members): at least one e-mail, each valid, and
 * a message.
 */
export const inviteSchema = formObject({
  emails: v.pipe(
    v.array(email(messages.emailInvalid, messages.emailInvalid), messages.atLeastOneEmail),
    v.minLength(1, messages.atLeastOneEmail),
  ),
  message: requiredLongText(messages.messageRequired),
});
export type InviteFormInput = v.InferInput<typeof inviteSchema>;
export type InviteForm = v.InferOutput<typeof inviteSchema>;
