import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { alpha, Box, Button } from '@mui/material';
import { inSettings, isCurrent, type NavContext, type NavLinkItem, navItems, settingsLanding } from '@fundnet/app-runtime/navigation';
import { useLayoutEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { workspaceRow } from './workspace-row';

/**
 * The workspace navigation (issue 34.8): a row under the top bar with the active profile's daily tools, the
 * registry's `profileArea` entries (a fund's page, dashboard, data room, book, to-dos and activity log; a profile page
 * for the other types), then Settings, which opens the first section with the settings side nav, where every other
 * section is one click on. Nothing without an active profile. Loaded with the signed-in part of the top bar.
 */
export function WorkspaceNav({ context }: { context: NavContext }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const tools = navItems('profileArea', context);
  const settings = settingsLanding(context);
  const settingsCurrent = settings && (isCurrent(settings, pathname) ? 'page' : inSettings(context, pathname) ? 'true' : undefined);

  // On a phone the row scrolls: bring the current link into view (the row only, never the page).
  useLayoutEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  if (tools.length === 0 && !settings) return null;
  return (
    <Box component="nav" aria-label="Workspace" ref={navRef} sx={workspaceRow}>
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none', width: '100%', minWidth: 'max-content' }}
      >
        {tools.map((item) => (
          <li key={item.id}>
            <WorkspaceLink item={item} current={isCurrent(item, pathname) ? 'page' : undefined} />
          </li>
        ))}
        {settings && (
          <Box component="li" sx={{ ml: 'auto', pl: 1 }}>
            <WorkspaceLink item={{ id: 'settings', label: 'Settings', to: settings.to }} current={settingsCurrent ?? undefined} icon />
          </Box>
        )}
      </Box>
    </Box>
  );
}

function WorkspaceLink({ item, current, icon = false }: { item: NavLinkItem; current: 'page' | 'true' | undefined; icon?: boolean }) {
  return (
    <Button
      component={RouterLink}
      to={item.to}
      size="small"
      color="inherit"
      aria-current={current}
      data-nav-id={item.id}
      startIcon={icon ? <SettingsOutlined fontSize="small" aria-hidden /> : undefined}
      sx={{
        whiteSpace: 'nowrap',
        fontWeight: 500,
        px: 1.25,
        '&[aria-current]': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08), color: 'primary.main', fontWeight: 700 },
      }}
    >
      {item.label}
    </Button>
  );
}
