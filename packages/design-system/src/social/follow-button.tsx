import { type ActiveProfile, useFollowProfile, useIFollow, useUnfollowProfile } from '@fundnet/api-client';
import Check from '@mui/icons-material/Check';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { Button, type ButtonProps } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../navigation/link-button/link-button';
import { useNotify } from '../notifications/notification-provider/notification-provider';
import { followIntentParam, useSocialViewer } from './use-viewer-profile';

export interface FollowButtonProps {
  /** The profile to follow. */
  profileId: string;
  /** Whether the active profile follows it already (from discovery results); read from the API when absent. */
  following?: boolean;
  /** The profile's name, for the button's accessible name ("Follow Alder Capital"). */
  profileName?: string;
  size?: ButtonProps['size'];
  /** Told after a follow or unfollow succeeded. */
  onChange?: (following: boolean) => void;
}

/**
 * Follow / Following toggle for a profile, acting as the active profile. Visitors get a "Follow" link to
 * sign in and come back; a signed-in user without an active profile is sent to choose one; nothing shows
 * on the viewer's own profile. After a toggle the button keeps its own state (the `following` prop is only
 * the initial one) and the follower counts and lists elsewhere refresh.
 * The way back from sign-in (and the profile choice) carries `?follow=<profileId>`: once the viewer acts as a profile,
 * the button of that profile follows it and takes the parameter off the address, so the visitor's click is not lost.
 */
export function FollowButton({ profileId, following, profileName, size = 'small', onChange }: FollowButtonProps) {
  const viewer = useSocialViewer(profileId, { name: followIntentParam, value: profileId });
  const label = profileName ? `Follow ${profileName}` : 'Follow';
  if (viewer.state === 'self') return null;
  if (viewer.state !== 'ready') {
    return (
      <LinkButton to={viewer.href} variant="outlined" size={size} startIcon={<PersonAddAlt1Outlined />} aria-label={label}>
        Follow
      </LinkButton>
    );
  }
  return <FollowToggle profile={viewer.profile} profileId={profileId} initial={following} label={label} size={size} onChange={onChange} />;
}

function FollowToggle({
  profile,
  profileId,
  initial,
  label,
  size,
  onChange,
}: {
  profile: ActiveProfile;
  profileId: string;
  initial: boolean | undefined;
  label: string;
  size: ButtonProps['size'];
  onChange?: (following: boolean) => void;
}) {
  const notify = useNotify();
  const [own, setOwn] = useState<boolean | undefined>(undefined);
  const status = useIFollow(profile, profileId, { enabled: initial === undefined && own === undefined });
  const follow = useFollowProfile(profile);
  const unfollow = useUnfollowProfile(profile);
  const current = own ?? initial ?? status.data?.following;
  const busy = follow.isPending || unfollow.isPending;
  const [searchParams, setSearchParams] = useSearchParams();
  const intended = searchParams.get(followIntentParam)?.toLowerCase() === profileId.toLowerCase();
  const intentHandled = useRef(false);

  // The follow a visitor asked for before signing in: done once, when the state is known.
  useEffect(() => {
    if (!intended || current === undefined || intentHandled.current) return;
    intentHandled.current = true;
    const clearIntent = () =>
      setSearchParams(
        (params) => {
          params.delete(followIntentParam);
          return params;
        },
        { replace: true },
      );
    if (current) {
      clearIntent();
      return;
    }
    follow.mutate(
      { profileId },
      {
        onSuccess: () => {
          setOwn(true);
          onChange?.(true);
          notify.success(`You now follow ${label.startsWith('Follow ') ? label.slice('Follow '.length) : 'this profile'}.`);
          clearIntent();
        },
        onError: (error: unknown) => {
          notify.apiError(error);
          clearIntent();
        },
      },
    );
  }, [intended, current, follow, profileId, onChange, notify, label, setSearchParams]);

  const toggle = () => {
    const next = !current;
    const done = {
      onSuccess: () => {
        setOwn(next);
        onChange?.(next);
      },
      onError: (error: unknown) => notify.apiError(error),
    };
    if (next) follow.mutate({ profileId }, done);
    else unfollow.mutate(profileId, done);
  };

  return (
    <Button
      variant={current ? 'contained' : 'outlined'}
      size={size}
      aria-label={label}
      aria-pressed={current === true}
      disabled={current === undefined || busy}
      startIcon={current ? <Check /> : <PersonAddAlt1Outlined />}
      onClick={toggle}
    >
      {current ? 'Following' : 'Follow'}
    </Button>
  );
}
