import { type SessionStore, sessionStore, type User, useLogout } from '@fundnet/api-client';
import { useColorMode, useNotify } from '@fundnet/design-system';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Avatar, Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

export interface UserMenuProps {
  /** The signed-in user (users/get-me); undefined while it loads. */
  user: User | undefined;
  store?: SessionStore;
}

const initials = (user: User) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

/** The account menu: user settings, the admin console (administrators), light/dark mode and sign out. */
export function UserMenu({ user, store = sessionStore }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const navigate = useNavigate();
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
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 260 } } }}
      >
        {user && (
          <ListSubheader disableSticky sx={{ lineHeight: 1.4, py: 1, color: 'text.primary' }}>
            <Typography variant="subtitle2" component="span" noWrap sx={{ display: 'block' }}>
              {name}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary" noWrap sx={{ display: 'block' }}>
              {user.email}
            </Typography>
          </ListSubheader>
        )}
        {user && <Divider />}
        <MenuItem component={RouterLink} to="/userSettings" onClick={close}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary="User settings" />
        </MenuItem>
        {user?.isAdmin && (
          <MenuItem component={RouterLink} to="/admin" onClick={close}>
            <ListItemIcon>
              <AdminPanelSettingsOutlined fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary="Admin console" />
          </MenuItem>
        )}
        <MenuItem role="menuitemcheckbox" aria-checked={mode === 'dark'} onClick={toggleColorMode}>
          <ListItemIcon>
            <DarkModeOutlined fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary="Dark mode" />
          <Switch edge="end" size="small" checked={mode === 'dark'} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
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
