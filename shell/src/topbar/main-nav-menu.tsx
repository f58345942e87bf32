import { Menu, MenuItem } from '@mui/material';
import type { NavLinkItem } from '@fundnet/app-runtime/navigation';
import { NavLink, useLocation } from 'react-router-dom';

/** The main navigation's menu on narrow screens (main-nav.tsx loads it when it is first wanted). */
export function MainNavMenu({
  id,
  items,
  anchor,
  onClose,
}: {
  id: string;
  items: NavLinkItem[];
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.to}
          component={NavLink}
          to={item.to}
          onClick={onClose}
          selected={pathname === item.to}
          aria-current={pathname === item.to ? 'page' : undefined}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
