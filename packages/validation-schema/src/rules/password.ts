import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';

/** The error kinds of the password rule, named as in the spec. */
export const passwordErrorKinds = ['MinChar', 'Uppercase', 'Number', 'Special'] as const;
export type PasswordErrorKind = (typeof passwordErrorKinds)[number];

export interface PasswordRuleCheck {
  readonly kind: PasswordErrorKind;
  /** Short text for a checklist under the password field. */
  readonly label: string;
  /** The validation message when the rule fails. */
  readonly message: string;
  readonly test: (password: string) => boolean;
}

/** The four password rules, in display order, for a live checklist in the UI. */
export const passwordRuleChecks: readonly PasswordRuleCheck[] = [
  {
    kind: 'MinChar',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: messages.passwordMinChar,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    kind: 'Uppercase',
    label: 'One uppercase letter',
    message: messages.passwordUppercase,
    test: (password) => /\p{Lu}/u.test(password),
  },
  {
    kind: 'Number',
    label: 'One number',
    message: messages.passwordNumber,
    test: (password) => /\p{Nd}/u.test(password),
  },
  {
    kind: 'Special',
    label: 'One special character',
    message: messages.passwordSpecial,
    test: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  },
];

/** The kinds of the rules a password breaks, e.g. `['Uppercase', 'Special']`. */
export function passwordErrors(password: string): PasswordErrorKind[] {
  return passwordRuleChecks.filter((rule) => !rule.test(password)).map((rule) => rule.kind);
}

const [minChar, uppercase, digit, special] = passwordRuleChecks as [
  PasswordRuleCheck,
  PasswordRuleCheck,
  PasswordRuleCheck,
  PasswordRuleCheck,
];

/**
 * A new password: required; at least 8 characters; one uppercase letter; one digit; one special
 * character. Each broken rule reports its own message. Never trimmed.
 */
export const passwordSchema = v.pipe(
  v.string(messages.passwordRequired),
  v.nonEmpty(messages.passwordRequired),
  v.pipe(
    v.string(),
    v.check(minChar.test, minChar.message),
    v.check(uppercase.test, uppercase.message),
    v.check(digit.test, digit.message),
    v.check(special.test, special.message),
    // For the OpenAPI document, which cannot read the checks: the same four rules in ASCII (the server also counts
    // other scripts' capitals, digits and signs), so a password the document allows is one the server takes.
    v.metadata<string, Record<string, unknown>>({
      minLength: PASSWORD_MIN_LENGTH,
      pattern: '^(?=.*[A-Z])(?=.*[0-9])(?=.*[!-/:-@[-`{-~]).*$',
    }),
  ),
);

/** An existing password (login, confirm): only required, strength is not checked. */
export const currentPasswordSchema = v.pipe(v.string(messages.passwordRequired), v.nonEmpty(messages.passwordRequired));
