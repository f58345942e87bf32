import { toApiError, type VerifySecondaryEmailReply, useVerifySecondaryEmail } from '@fundnet/api-client';
import { secondaryEmailMessages } from '@fundnet/validation-schema';
import { Alert, AlertTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

type Outcome = { state: 'pending' } | { state: 'verified'; reply: VerifySecondaryEmailReply } | { state: 'failed'; message: string };

/** The text of a failed verification: the API's message, or ours by status. */
function failureMessage(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.kind === 'http') {
    if (apiError.message && apiError.message !== apiError.error) return apiError.message;
    if (apiError.status === 404 || apiError.status === 422) return secondaryEmailMessages.codeInvalid;
    if (apiError.status === 410) return secondaryEmailMessages.codeExpired;
  }
  return apiError.message;
}

/**
 * The page the mailed link opens (…/manageEmails?verificationCode=…): verifies the address once
 * (GET …/verify-secondary-email, the code is single-use), takes the code out of the address and
 * shows the result. Renders nothing without a code.
 */
export function VerifySecondaryEmailNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('verificationCode');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asked = useRef<string | null>(null);
  const verify = useVerifySecondaryEmail();
  const { mutate } = verify;

  useEffect(() => {
    if (!code || asked.current === code) return;
    asked.current = code;
    setOutcome({ state: 'pending' });
    mutate(
      { verificationCode: code },
      {
        onSuccess: (reply) => setOutcome({ state: 'verified', reply }),
        onError: (error) => setOutcome({ state: 'failed', message: failureMessage(error) }),
      },
    );
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('verificationCode');
        return next;
      },
      { replace: true },
    );
  }, [code, mutate, setSearchParams]);

  if (!outcome) return null;
  if (outcome.state === 'pending') {
    return (
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        Verifying your e-mail address…
      </Alert>
    );
  }
  if (outcome.state === 'verified') {
    return (
      <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setOutcome(null)}>
        <AlertTitle>E-mail address verified</AlertTitle>
        {`${outcome.reply.email} is verified. You can now make it your primary e-mail address.`}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 3 }} onClose={() => setOutcome(null)}>
      <AlertTitle>The e-mail address could not be verified</AlertTitle>
      {outcome.message}
    </Alert>
  );
}
