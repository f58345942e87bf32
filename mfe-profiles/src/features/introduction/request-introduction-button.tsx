import { useSession } from '@fundnet/api-client';
import { LinkButton } from '@fundnet/design-system';
import type { ProfileType } from '@fundnet/validation-schema';
import { requestIntroductionPath } from './introduction-target';

export interface RequestIntroductionButtonProps {
  profile: { id: string; type: ProfileType; name: string };
}

/**
 * "Request an introduction" on a profile page: shown to a signed-in user acting as a profile of another kind
 * (introductions connect an investor, a fund and a service provider). Opens the request form on /getIntroduce.
 */
export function RequestIntroductionButton({ profile }: RequestIntroductionButtonProps) {
  const { isAuthenticated, activeProfile } = useSession();
  if (!isAuthenticated || !activeProfile || activeProfile.type === profile.type) return null;
  return (
    <LinkButton
      to={requestIntroductionPath(profile)}
      variant="outlined"
      size="small"
      aria-label={`Request an introduction to ${profile.name}`}
    >
      Request an introduction
    </LinkButton>
  );
}
