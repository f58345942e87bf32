import { type ActiveProfile, useProfile } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LinkButton, LoadingState } from '@fundnet/design-system';
import { type ProfileMemberRole, roleAtLeast } from '@fundnet/validation-schema';
import type { ReactNode } from 'react';
import { WithActiveProfile } from '../../shared/with-active-profile';

export interface FundAccessProps {
  purpose: string;
  children: (profile: ActiveProfile, access: { canManage: boolean; role: ProfileMemberRole }) => ReactNode;
}

/**
 * Investor invitations are a fund's (the server answers 403 for other kinds): other profiles get an
 * explanation instead of a form that would fail. Editors and above send and manage; viewers read.
 */
export function FundAccess({ purpose, children }: FundAccessProps) {
  return (
    <WithActiveProfile purpose={purpose}>
      {(profile) =>
        profile.type === 'fund' ? (
          <FundRole profile={profile}>{children}</FundRole>
        ) : (
          <EmptyState
            title="Investor invitations are sent by funds"
            description="Switch to a fund profile to invite investors. As an investor or service provider, ask a fund for an introduction instead."
            action={<LinkButton to="/getIntroduce">Introductions</LinkButton>}
          />
        )
      }
    </WithActiveProfile>
  );
}

function FundRole({ profile, children }: { profile: ActiveProfile; children: FundAccessProps['children'] }) {
  const detail = useProfile(profile);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    return <ErrorPanel title="The fund could not be loaded" message={detail.error.message} onRetry={() => void detail.refetch()} />;
  }
  return children(profile, { role: detail.data.role, canManage: roleAtLeast(detail.data.role, 'editor') });
}
