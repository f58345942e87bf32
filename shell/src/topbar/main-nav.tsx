import MenuIcon from '@mui/icons-material/Menu';
import { alpha, Box, Button, IconButton, Menu, MenuItem, useMediaQuery, useTheme } from '@mui/material';
import { type NavContext, type NavLinkItem, navItems } from '@fundnet/app-runtime/navigation';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

/**
 * The main navigation: the registry's `main` entries for this visitor (@fundnet/app-runtime/navigation), links in a
 * row on wide screens, a menu button on narrow ones.
 */
export function MainNav({ context }: { context: NavContext }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const items = navItems('main', context);
  return narrow ? <CompactNav items={items} /> : <WideNav items={items} />;
}

function WideNav({ items }: { items: NavLinkItem[] }) {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5 }}>
      {items.map((item) => (
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

function CompactNav({ items }: { items: NavLinkItem[] }) {
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
        {items.map((item) => (
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
