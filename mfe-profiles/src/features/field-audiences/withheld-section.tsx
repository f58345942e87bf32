import type { PublicProfile } from '@fundnet/validation-schema';
import type { ReactNode } from 'react';
import { WithheldFieldsNotice } from './withheld-fields-notice';

const isFilled = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * A section of a public page whose contact fields the server withheld: the reader is told why, once, here where the
 * fields belong ("Sign in to see contact details." with the sign-in link). When nothing else of the section is
 * filled, that sentence replaces "Nothing filled in yet" (which would be false); otherwise it follows the values.
 * The server lists only withheld fields that hold a value, so a fund without contact details is not said to have some.
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
  const withheld = (profile.withheldFields ?? []).filter((item) => item.field.startsWith(`${section}.`) && item.audience !== 'public');
  if (withheld.length === 0) return <>{children}</>;
  const note = <WithheldFieldsNotice withheld={withheld} />;
  if (!Object.values(data ?? {}).some(isFilled)) return note;
  return (
    <>
      {children}
      {note}
    </>
  );
}
