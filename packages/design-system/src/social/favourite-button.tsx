import { type ActiveProfile, useAddFavourite, useFavourites, useRemoveFavourite } from '@fundnet/api-client';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from '../notifications/notification-provider/notification-provider';
import { useSocialViewer } from './use-viewer-profile';

export interface FavouriteButtonProps {
  /** The profile to add to (or remove from) the active profile's favourites. */
  profileId: string;
  /** Whether it is a favourite already (from discovery results); read from the API when absent. */
  favourite?: boolean;
  /** The profile's name, for the accessible name ("Add Alder Capital to favourites"). */
  profileName?: string;
  size?: IconButtonProps['size'];
  /** Told after adding or removing succeeded. */
  onChange?: (favourite: boolean) => void;
}

const names = (favourite: boolean, profileName?: string) => {
  const what = profileName ?? 'this profile';
  return favourite ? `Remove ${what} from favourites` : `Add ${what} to favourites`;
};

/**
 * A star that adds a profile to the active profile's (private) favourites or removes it. Visitors get a
 * star linking to sign in and back; a signed-in user without an active profile is sent to choose one;
 * nothing shows on the viewer's own profile. After a toggle the button keeps its own state.
 */
export function FavouriteButton({ profileId, favourite, profileName, size = 'small', onChange }: FavouriteButtonProps) {
  const viewer = useSocialViewer(profileId);
  if (viewer.state === 'self') return null;
  if (viewer.state !== 'ready') {
    const label = names(false, profileName);
    return (
      <Tooltip title={viewer.state === 'visitor' ? 'Sign in to keep favourites' : 'Choose a profile to keep favourites'}>
        <IconButton component={RouterLink} to={viewer.href} size={size} aria-label={label}>
          <StarBorder fontSize="inherit" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <FavouriteToggle
      profile={viewer.profile}
      profileId={profileId}
      initial={favourite}
      profileName={profileName}
      size={size}
      onChange={onChange}
    />
  );
}

function FavouriteToggle({
  profile,
  profileId,
  initial,
  profileName,
  size,
  onChange,
}: {
  profile: ActiveProfile;
  profileId: string;
  initial: boolean | undefined;
  profileName?: string;
  size: IconButtonProps['size'];
  onChange?: (favourite: boolean) => void;
}) {
  const notify = useNotify();
  const [own, setOwn] = useState<boolean | undefined>(undefined);
  const status = useFavourites(profile, { profileId }, { enabled: initial === undefined && own === undefined });
  const add = useAddFavourite(profile);
  const remove = useRemoveFavourite(profile);
  const current = own ?? initial ?? (status.data ? status.data.total > 0 : undefined);
  const busy = add.isPending || remove.isPending;
  const label = names(current === true, profileName);

  const toggle = () => {
    const next = !current;
    const done = {
      onSuccess: () => {
        setOwn(next);
        onChange?.(next);
      },
      onError: (error: unknown) => notify.apiError(error),
    };
    if (next) add.mutate({ profileId }, done);
    else remove.mutate(profileId, done);
  };

  return (
    <Tooltip title={current ? 'Remove from favourites' : 'Add to favourites'}>
      <span>
        <IconButton
          size={size}
          aria-label={label}
          aria-pressed={current === true}
          disabled={current === undefined || busy}
          onClick={toggle}
          color={current ? 'warning' : 'default'}
        >
          {current ? <Star fontSize="inherit" /> : <StarBorder fontSize="inherit" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
