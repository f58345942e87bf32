import { useSession } from '@fundnet/api-client';
import { profileTypePaths } from '@fundnet/validation-schema';
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { settingsGroups, settingsSections } from './settings-sections';

/** The profile-management sections, grouped into Profile, Reach and Other, as links. */
export function SettingsNav() {
  const { pathname } = useLocation();
  const { activeProfile } = useSession();
  const editPath = `${profileTypePaths[activeProfile?.type ?? 'fund']}/edit`;
  return (
    <nav aria-label="Profile settings">
      {settingsGroups.map((group) => (
        <div key={group}>
          <Typography
            id={`settings-group-${group}`}
            component="h2"
            variant="overline"
            color="text.secondary"
            sx={{ px: 2, display: 'block' }}
          >
            {group}
          </Typography>
          <List dense disablePadding aria-labelledby={`settings-group-${group}`} sx={{ mb: 2 }}>
            {settingsSections
              .filter((section) => section.group === group)
              .map((section) => {
                const to = section.to === 'edit' ? editPath : section.to;
                const current = pathname === to || pathname.startsWith(`${to}/`);
                return (
                  <li key={section.label}>
                    <ListItemButton
                      component={RouterLink}
                      to={to}
                      selected={current}
                      aria-current={current ? 'page' : undefined}
                      sx={{ borderRadius: 1 }}
                    >
                      <ListItemText primary={section.label} />
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
