import { List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { adminSections } from './admin-sections';

const hrefOf = (path: string) => (path ? `/admin/${path}` : '/admin');

/**
 * The console's sections as links; the current one is marked for assistive technology (a page inside
 * a section, e.g. /admin/approvals/fundInfo/<id>, keeps its section selected).
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav aria-label="Administration">
      <List dense disablePadding>
        {adminSections.map((section) => {
          const href = hrefOf(section.path);
          const exact = current === href;
          const selected = exact || (section.path !== '' && current.startsWith(`${href}/`));
          return (
            <li key={section.path}>
              <ListItemButton
                component={RouterLink}
                to={href}
                selected={selected}
                aria-current={exact ? 'page' : selected ? 'location' : undefined}
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
