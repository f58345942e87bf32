import { useSession } from '@fundnet/api-client';
import { LinkButton, useSignInHref } from '@fundnet/design-system';
import { type PublicProfile, withheldFieldMessages, withheldNotices } from '@fundnet/validation-schema';
import { Alert } from '@mui/material';

/**
 * What a profile page was not sent, said truthfully (issue 11 item 5): the server withholds contact fields from readers
 * outside their audience (profiles/field-audiences.ts) and lists them; a signed-out reader is told to sign in, with a
 * link that comes back to this page. Nothing is shown when nothing was withheld.
 */
export function WithheldFieldsNotice({ profile }: { profile: Pick<PublicProfile, 'withheldFields'> }) {
  const { isAuthenticated } = useSession();
  const href = useSignInHref();
  const notices = withheldNotices(profile.withheldFields);
  if (notices.length === 0) return null;
  return (
    <>
      {notices.map((notice) => (
        <Alert
          key={notice}
          severity="info"
          action={
            notice === withheldFieldMessages.signedIn && !isAuthenticated ? (
              <LinkButton to={href} size="small" variant="outlined">
                Sign in
              </LinkButton>
            ) : undefined
          }
          sx={{ mb: 2 }}
        >
          {notice}
        </Alert>
      ))}
    </>
  );
}
