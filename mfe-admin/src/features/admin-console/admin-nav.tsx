import { List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { adminSections } from './admin-sections';

const hrefOf = (path: string) => (path ? `/admin/${path}` : '/admin');

/** The console's sections as links; the current one is marked for assistive technology. */
export function AdminNav() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav aria-label="Administration">
      <List dense disablePadding>
        {adminSections.map((section) => {
          const href = hrefOf(section.path);
          const selected = current === href;
          return (
            <li key={section.path}>
              <ListItemButton
                component={RouterLink}
                to={href}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
