// POST auth/contact-us.
import { contactUsMail } from './mail-templates';
import type { AuthContext } from './sessions';
import { contactMessages } from './tables';
import { type AuthDeps, normalizeEmail } from './common';

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  type: string;
  message: string;
}

/** POST auth/contact-us: stored, then mailed to the support address. */
export async function contactUs(deps: AuthDeps, input: ContactInput, auth: AuthContext | null) {
  const email = normalizeEmail(input.email);
  await deps.db.insert(contactMessages).values({ ...input, email, userId: auth?.kind === 'user' ? auth.userId : null });
  await deps.mailer.send({ to: deps.config.supportEmail, ...contactUsMail({ ...input, email }) });
}
