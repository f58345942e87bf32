import { type ActiveProfile, useSession } from '@fundnet/api-client';
import { EmptyState, LinkButton } from '@fundnet/design-system';
import type { ReactNode } from 'react';

export interface WithActiveProfileProps {
  /** What the choice is for, completing "Choose the profile …" (e.g. "whose team you want to manage"). */
  purpose: string;
  children: (profile: ActiveProfile) => ReactNode;
}

/** A profile-management section acts as the active profile: without one, it asks the user to choose it first. */
export function WithActiveProfile({ purpose, children }: WithActiveProfileProps) {
  const { activeProfile } = useSession();
  if (!activeProfile) {
    return (
      <EmptyState
        title="No profile selected"
        description={`Choose the profile ${purpose}.`}
        action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
      />
    );
  }
  return children(activeProfile);
}
