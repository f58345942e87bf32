import { useResendEmailVerification } from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';

/** Sends the verification e-mail again and says so (earlier links and codes stop working). */
export function useResendEmail() {
  const notify = useNotify();
  const resend = useResendEmailVerification({
    onSuccess: (_reply, { email }) => notify.success(`We sent a new e-mail to ${email}. Earlier links and codes no longer work.`),
    onError: notify.apiError,
  });
  return { send: (email: string) => resend.mutate({ email }), pending: resend.isPending };
}
