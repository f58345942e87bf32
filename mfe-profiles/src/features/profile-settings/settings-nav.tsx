import { useMe, useSession } from '@fundnet/api-client';
import { isCurrent, navContextOf, settingsNavGroups } from '@fundnet/app-runtime/navigation';
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/**
 * The profile-management sections the user may open as the active profile, grouped into Profile, Reach and Other:
 * the navigation registry's settings entries. The top bar's Settings links land on a page with this nav (the
 * registry's settingsLanding), so every section is two clicks from any page.
 */
export function SettingsNav() {
  const { pathname } = useLocation();
  const { isAuthenticated, activeProfile } = useSession();
  const me = useMe({ enabled: isAuthenticated });
  const headingId = useId();
  const context = navContextOf({ signedIn: isAuthenticated, isAdmin: me.data?.user.isAdmin, activeProfile, profiles: me.data?.profiles });
  return (
    <nav aria-label="Profile settings">
      {settingsNavGroups(context).map(({ group, items }) => (
        <div key={group}>
          <Typography
            id={`${headingId}-${group}`}
            component="h2"
            variant="overline"
            color="text.secondary"
            sx={{ px: 2, display: 'block' }}
          >
            {group}
          </Typography>
          <List dense disablePadding aria-labelledby={`${headingId}-${group}`} sx={{ mb: 2 }}>
            {items.map((item) => {
              const current = isCurrent(item, pathname);
              return (
                <li key={item.id}>
                  <ListItemButton
                    component={RouterLink}
                    to={item.to}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        </div>
      ))}
    </nav>
  );
}
