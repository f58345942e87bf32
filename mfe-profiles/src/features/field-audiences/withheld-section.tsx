import { useSession } from '@fundnet/api-client';
import { type PublicProfile, withheldFieldMessages } from '@fundnet/validation-schema';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

const isFilled = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * A section of a public page whose contact fields the server withheld: when nothing else of it is filled, the reader
 * is told why it looks empty ("Sign in to see contact details.") instead of "Nothing filled in yet"; otherwise the
 * section's values show with that sentence under them.
 */
export function WithheldSection({
  profile,
  section,
  data,
  children,
}: {
  profile: Pick<PublicProfile, 'withheldFields'>;
  section: string;
  data: Record<string, unknown> | null;
  children: ReactNode;
}) {
  const { isAuthenticated } = useSession();
  const withheld = (profile.withheldFields ?? []).filter((item) => item.field.startsWith(`${section}.`));
  if (withheld.length === 0) return <>{children}</>;
  const audience = withheld.some((item) => item.audience === 'signedIn') && !isAuthenticated ? 'signedIn' : withheld[0]!.audience;
  const note = (
    <Typography variant="body2" color="text.secondary">
      {audience === 'public' ? null : withheldFieldMessages[audience]}
    </Typography>
  );
  if (!Object.values(data ?? {}).some(isFilled)) return note;
  return (
    <>
      {children}
      {note}
    </>
  );
}
