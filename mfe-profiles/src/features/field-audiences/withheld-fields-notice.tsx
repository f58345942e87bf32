import { useSession } from '@fundnet/api-client';
import { LinkButton, useSignInHref } from '@fundnet/design-system';
import { type WithheldField, withheldFieldMessages, withheldNotices } from '@fundnet/validation-schema';
import { Alert } from '@mui/material';

/**
 * What a profile page was not sent, said truthfully (issue 11 item 5): the server withholds contact fields from readers
 * outside their audience (profiles/field-audiences.ts) and lists them, only those that hold a value; a signed-out
 * reader is told to sign in, with a link that comes back to this page. Nothing is shown when nothing was withheld.
 * The section that holds the fields says it, once (issue 34 item 10b: the page and the section both said it).
 */
export function WithheldFieldsNotice({ withheld }: { withheld: readonly WithheldField[] }) {
  const { isAuthenticated } = useSession();
  const href = useSignInHref();
  const notices = withheldNotices(withheld);
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
          sx={{ mt: 1 }}
        >
          {notice}
        </Alert>
      ))}
    </>
  );
}
