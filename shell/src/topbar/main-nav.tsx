import MenuIcon from '@mui/icons-material/Menu';
import { alpha, Box, Button, IconButton, Menu, MenuItem, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

/** The main destinations, on every page. */
export const mainNavItems = [
  { to: '/fund/discovery', label: 'Funds' },
  { to: '/investor/discovery', label: 'Investors' },
  { to: '/serviceProvider/discovery', label: 'Service providers' },
  { to: '/feed', label: 'Feed' },
  { to: '/events', label: 'Events' },
] as const;

/** The main navigation: links in a row on wide screens, a menu button on narrow ones. */
export function MainNav() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  return narrow ? <CompactNav /> : <WideNav />;
}

function WideNav() {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5 }}>
      {mainNavItems.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          color="inherit"
          sx={{
            fontWeight: 500,
            '&.active': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08), color: 'primary.main', fontWeight: 700 },
          }}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}

function CompactNav() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Box component="nav" aria-label="Main">
      <IconButton
        color="inherit"
        aria-label="Open the main menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {mainNavItems.map((item) => (
          <MenuItem
            key={item.to}
            component={NavLink}
            to={item.to}
            onClick={close}
            selected={pathname === item.to}
            aria-current={pathname === item.to ? 'page' : undefined}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
