import { ProfileAvatar } from '@fundnet/design-system';
import type { SocialProfileCard } from '@fundnet/validation-schema';
import { profileTypeLabels, profilePublicPath } from '@fundnet/validation-schema';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface SocialProfileRowProps {
  profile: SocialProfileCard;
  /** A line under the headline, e.g. "Followed on 3 May 2026". */
  meta?: ReactNode;
  /** Buttons on the right (unfollow, remove…). */
  actions?: ReactNode;
}

/**
 * One profile of a social list: logo, name (a link to its public page when it has one), type, headline.
 * A profile that is no longer public keeps its name only and says so, so it can still be removed.
 */
export function SocialProfileRow({ profile, meta, actions }: SocialProfileRowProps) {
  const nameId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { xs: 'stretch', sm: 'center' },
        py: 2,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
        <ProfileAvatar name={profile.name} src={profile.logo} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {profile.public ? (
                <Link component={RouterLink} to={profilePublicPath(profile)} underline="hover" color="inherit">
                  {profile.name}
                </Link>
              ) : (
                profile.name
              )}
            </Typography>
            <Chip size="small" variant="outlined" label={profileTypeLabels[profile.type]} />
          </Stack>
          {profile.headline && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {profile.headline}
            </Typography>
          )}
          {!profile.public && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              This profile is not public at the moment.
            </Typography>
          )}
          {meta && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {meta}
            </Typography>
          )}
        </Box>
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}
