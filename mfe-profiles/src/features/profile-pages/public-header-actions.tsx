import { FavouriteButton, FollowButton } from '@fundnet/design-system';
import { groupedNumber, type ProfileType, type PublicProfile } from '@fundnet/validation-schema';
import { Chip, Stack, Typography } from '@mui/material';
import { RequestIntroductionButton } from '../introduction';

/** '1,204 followers', without Intl (the public page formats nothing with it: issue 33, format.ts). */
export function followerCountLabel(count: number): string {
  return `${groupedNumber(count)} ${count === 1 ? 'follower' : 'followers'}`;
}

/**
 * The right side of a public profile page's header: the Verified / Featured badges, the follower count, and
 * favourite and follow as the viewer's active profile (the buttons handle visitors, users without an active
 * profile, and hide themselves on the viewer's own profile). Following refreshes the page's reply, so the
 * count follows along.
 */
export function PublicHeaderActions({ profile, type }: { profile: PublicProfile; type: ProfileType }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {profile.verified && <Chip size="small" color="primary" variant="outlined" label="Verified" />}
      {profile.featured && <Chip size="small" color="secondary" variant="outlined" label="Featured" />}
      {profile.followerCount !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {followerCountLabel(profile.followerCount)}
        </Typography>
      )}
      <FavouriteButton profileId={profile.id} profileName={profile.name} />
      <FollowButton profileId={profile.id} profileName={profile.name} />
      <RequestIntroductionButton profile={{ ...profile, type }} />
    </Stack>
  );
}
