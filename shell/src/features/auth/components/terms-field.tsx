import { CheckboxField } from '@fundnet/design-system';
import { Link } from '@mui/material';
import * as v from 'valibot';

export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms of use and the privacy policy'; // not in spec

/** The terms checkbox's rule: it must be ticked. */
export const termsAcceptedSchema = v.pipe(
  v.boolean(TERMS_REQUIRED_MESSAGE),
  v.check((accepted) => accepted, TERMS_REQUIRED_MESSAGE),
);

/** "I accept the terms of use and the privacy policy" (the documents open in a new tab, the form stays). */
export function TermsField({ name = 'terms' }: { name?: string }) {
  return (
    <CheckboxField
      name={name}
      required
      label={
        <>
          I accept the{' '}
          <Link href="/terms" target="_blank" rel="noopener">
            terms of use
          </Link>{' '}
          and the{' '}
          <Link href="/privacyPolicy" target="_blank" rel="noopener">
            privacy policy
          </Link>
        </>
      }
    />
  );
}
