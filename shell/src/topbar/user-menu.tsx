import { type SessionStore, sessionStore, type User, useLogout } from '@fundnet/api-client';
import { useColorMode, useNotify } from '@fundnet/design-system';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { inSettings, isCurrent, type NavContext, type NavLinkItem, navItems, settingsLanding } from '@fundnet/app-runtime/navigation';
import { Avatar, Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

export interface UserMenuProps {
  /** The signed-in user (users/get-me); undefined while it loads. */
  user: User | undefined;
  /** Who is looking (the navigation registry's filter): decides the profile and account links. */
  context: NavContext;
  /** The name of the profile the user acts as, heading its links. */
  activeProfileName?: string;
  store?: SessionStore;
}

const initials = (user: User) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

const accountIcons: Readonly<Record<string, ReactNode>> = {
  userDetails: <SettingsOutlined fontSize="small" aria-hidden />,
  userProfiles: <BadgeOutlined fontSize="small" aria-hidden />,
  sharedProfiles: <GroupsOutlined fontSize="small" aria-hidden />,
  admin: <AdminPanelSettingsOutlined fontSize="small" aria-hidden />,
};

/**
 * The account menu, read from the navigation registry: the active profile's settings (one link, to the first section
 * with the settings side nav), then the user's settings and the admin console (administrators), light/dark mode and
 * sign out. The profile's daily tools are in the workspace navigation under the top bar (issue 34.8).
 */
export function UserMenu({ user, context, activeProfileName, store = sessionStore }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const notify = useNotify();
  const { mode, toggleColorMode } = useColorMode();
  const logout = useLogout(
    {
      onSuccess: () => notify.info('You are signed out.'),
      onError: () => notify.warning('You are signed out on this device. The server could not be reached to end the session there too.'),
      onSettled: () => navigate('/login'),
    },
    store,
  );
  const close = () => setAnchor(null);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const settings = settingsLanding(context);
  const account = navItems('account', context);
  const link = (
    item: NavLinkItem,
    icon?: ReactNode,
    current: 'page' | 'true' | undefined = isCurrent(item, pathname) ? 'page' : undefined,
  ) => {
    return (
      <MenuItem
        key={item.id}
        component={RouterLink}
        to={item.to}
        onClick={close}
        selected={current !== undefined}
        aria-current={current}
        data-nav-id={item.id}
      >
        {icon && <ListItemIcon>{icon}</ListItemIcon>}
        <ListItemText primary={item.label} />
      </MenuItem>
    );
  };

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={name ? `Account menu of ${name}` : 'Account menu'}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.875rem', bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          {user ? initials(user) : ''}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: true },
          paper: { sx: { minWidth: 260, maxHeight: 'calc(100vh - 72px)' } },
        }}
      >
        {user && (
          <ListSubheader role="presentation" disableSticky sx={{ lineHeight: 1.4, py: 1, color: 'text.primary' }}>
            <Typography variant="subtitle2" component="span" noWrap sx={{ display: 'block' }}>
              {name}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary" noWrap sx={{ display: 'block' }}>
              {user.email}
            </Typography>
          </ListSubheader>
        )}
        {user && <Divider />}
        {settings && (
          <ListSubheader role="presentation" disableSticky sx={subheader}>
            {activeProfileName ?? 'Your profile'}
          </ListSubheader>
        )}
        {settings &&
          link(
            { id: 'profileSettings', label: 'Profile settings', to: settings.to },
            <TuneOutlined fontSize="small" aria-hidden />,
            isCurrent(settings, pathname) ? 'page' : inSettings(context, pathname) ? 'true' : undefined,
          )}
        {settings && <Divider />}
        <ListSubheader role="presentation" disableSticky sx={subheader}>
          Account
        </ListSubheader>
        {account.map((item) => link(item, accountIcons[item.id]))}
        <MenuItem role="menuitemcheckbox" aria-checked={mode === 'dark'} onClick={toggleColorMode}>
          <ListItemIcon>
            <DarkModeOutlined fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary="Dark mode" />
          {/* The state is the item's aria-checked; a real switch here would nest a control in a control. */}
          <Typography component="span" variant="body2" color="text.secondary" aria-hidden sx={{ ml: 2 }}>
            {mode === 'dark' ? 'On' : 'Off'}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          <ListItemIcon>
            <Logout fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary="Sign out" />
        </MenuItem>
      </Menu>
    </>
  );
}

const subheader = { lineHeight: 2.5, color: 'text.secondary', fontWeight: 600 } as const;
