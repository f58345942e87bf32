import MenuIcon from '@mui/icons-material/Menu';
import { alpha, Box, Button, IconButton } from '@mui/material';
import { type NavContext, type NavLinkItem, navItems } from '@fundnet/app-runtime/navigation';
import { lazy, Suspense, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';

// The narrow screen's menu (MUI Menu, Popover, Modal, focus trap: ≈ 10 KB gzip) loads when the button is first
// pointed at, focused or pressed, not with every page (ADR 0057); wide screens never load it.
const loadMenu = () => import('./main-nav-menu');
const MainNavMenu = lazy(async () => ({ default: (await loadMenu()).MainNavMenu }));

/**
 * The main navigation: the registry's `main` entries for this visitor (@fundnet/app-runtime/navigation), links in a
 * row on wide screens, a menu button on narrow ones. Both are in the page and the stylesheet shows one by the screen's
 * width: a page rendered ahead of time (ADR 0101) knows no width, and a choice made in script would change the bar
 * after the first paint on one kind of screen or the other.
 */
export function MainNav({ context }: { context: NavContext }) {
  const items = navItems('main', context);
  return (
    <>
      <WideNav items={items} />
      <CompactNav items={items} />
    </>
  );
}

function WideNav({ items }: { items: NavLinkItem[] }) {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
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
  // Rendered from the first opening on (so it can animate its closing), never before.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { md: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label="Open the main menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <MainNavMenu id={menuId} items={items} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
