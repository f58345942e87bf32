import {
  type ActiveProfile,
  onProfileSwitched,
  type SessionStore,
  sessionStore,
  type UserProfile,
  useProfileSwitch,
  useRefreshMe,
  useSession,
} from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { profileStatusChips, profileTypeGroups, profileTypeLabel } from './profile-labels';

export interface ProfileSwitcherProps {
  /** The user's profiles (users/get-me), oldest membership first. */
  profiles: readonly UserProfile[];
  store?: SessionStore;
}

/**
 * The profile the user acts as, and the menu to switch: profiles grouped by kind, each with its
 * status. Switching tells the server (auth/profile-switch), the session store (profile headers of the
 * next calls) and react-query (profile-scoped data refetches): no page reload.
 */
export function ProfileSwitcher({ profiles, store = sessionStore }: ProfileSwitcherProps) {
  const { activeProfile } = useSession(store);
  const queryClient = useQueryClient();
  const refreshMe = useRefreshMe();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const switchProfile = useProfileSwitch(
    {
      onSuccess: async ({ profile }) => {
        const switched: ActiveProfile = { id: profile.id, type: profile.type };
        store.setActiveProfile(switched); // already done by the hook; a no-op then, kept so the order is explicit here
        await onProfileSwitched(queryClient, switched);
        notify.success(`You are now acting as ${profile.name} (${profileTypeLabel(profile.type)}).`);
      },
      onError: notify.apiError,
    },
    store,
  );

  // An active profile missing from the list: a profile just created (or joined) elsewhere, most
  // likely. Read the list again, once per such profile.
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!activeProfile || profiles.some((profile) => profile.id === activeProfile.id)) return;
    if (refreshedFor.current === activeProfile.id) return;
    refreshedFor.current = activeProfile.id;
    void refreshMe();
  }, [activeProfile, profiles, refreshMe]);

  const active = profiles.find((profile) => profile.id === activeProfile?.id) ?? null;
  const close = () => setAnchor(null);
  const choose = (profile: UserProfile) => {
    close();
    if (profile.id === active?.id) return;
    switchProfile.mutate({ profileId: profile.id, profileType: profile.type });
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        endIcon={<ExpandMore />}
        loading={switchProfile.isPending}
        loadingPosition="end"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: { xs: 160, sm: 260 }, justifyContent: 'space-between' }}
      >
        <Box component="span" sx={{ minWidth: 0, textAlign: 'left' }}>
          <Typography component="span" variant="caption" sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2, opacity: 0.8 }}>
            {active ? profileTypeLabel(active.type) : 'Profile'}
          </Typography>
          <Typography component="span" variant="body2" noWrap sx={{ display: 'block', fontWeight: 600 }}>
            {active ? active.name : 'Choose a profile'}
          </Typography>
          {active && (
            <Box component="span" sx={visuallyHidden}>
              , switch profile
            </Box>
          )}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true }, paper: { sx: { minWidth: 300, maxWidth: 400 } } }}
      >
        {profiles.length === 0 && (
          <ListSubheader role="presentation" disableSticky sx={{ lineHeight: 1.5, py: 1 }}>
            You have no profile yet.
          </ListSubheader>
        )}
        {profileTypeGroups.flatMap((group) => {
          const members = profiles.filter((profile) => profile.type === group.type);
          if (members.length === 0) return [];
          return [
            <ListSubheader key={`heading-${group.type}`} role="presentation" disableSticky>
              {group.label}
            </ListSubheader>,
            ...members.map((profile) => {
              const isActive = profile.id === active?.id;
              const status = profileStatusChips[profile.status];
              return (
                <MenuItem key={profile.id} role="menuitemradio" aria-checked={isActive} selected={isActive} onClick={() => choose(profile)}>
                  <ListItemIcon>{isActive && <Check fontSize="small" aria-hidden />}</ListItemIcon>
                  <ListItemText primary={profile.name} slotProps={{ primary: { noWrap: true } }} />
                  <Chip size="small" label={status.label} color={status.color} variant="outlined" sx={{ ml: 1.5 }} />
                </MenuItem>
              );
            }),
          ];
        })}
        <Divider />
        <MenuItem component={RouterLink} to="/join/selectProfileType" onClick={close}>
          <ListItemIcon>
            <AddCircleOutlineOutlined fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary="Create a profile" />
        </MenuItem>
      </Menu>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
