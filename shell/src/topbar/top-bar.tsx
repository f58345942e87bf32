import { useMe, useSession } from '@fundnet/api-client';
import { navContextOf } from '@fundnet/app-runtime/navigation';
import { ColorModeToggle } from '@fundnet/design-system';
import HubOutlined from '@mui/icons-material/HubOutlined';
import { AppBar, Box, Button, Link, Skeleton, Stack, Toolbar } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { loginPathFor, useSessionExpiryRedirect } from '../session';
import { MainNav } from './main-nav';
import { workspaceRow } from './workspace-row';

// Signed in only: the switcher and the account menu (and their menus, avatar, switch) load after the first page, so a
// visitor's first load does not carry them (ADR 0011).
const ProfileSwitcher = lazy(async () => ({ default: (await import('./profile-switcher')).ProfileSwitcher }));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
const WorkspaceNav = lazy(async () => ({ default: (await import('./workspace-nav')).WorkspaceNav }));

/** Pages "Log in" does not need to come back to (home is the default; sign-in pages would loop). */
const noReturnPages = ['/', '/login', '/signup', '/resetPassword', '/newPassword'];

/**
 * The top bar on every page (its own single-spa application): the logo, the main navigation and,
 * signed in, the profile switcher and the account menu; signed out, Log in and Sign up. Acting as a profile, a second
 * row: the workspace navigation (the profile's daily tools and its settings).
 * Links use the History API (this app's router): single-spa reroutes, nothing reloads.
 * It also sends the person to /login when the session expires.
 */
export function TopBar() {
  useSessionExpiryRedirect();
  const { isAuthenticated, activeProfile } = useSession();
  const me = useMe({ enabled: isAuthenticated });
  const context = navContextOf({
    signedIn: isAuthenticated,
    isAdmin: me.data?.user.isAdmin,
    activeProfile,
    profiles: me.data?.profiles,
  });
  const location = useLocation();
  const here = noReturnPages.includes(location.pathname) ? null : `${location.pathname}${location.search}`;

  return (
    <AppBar position="static" elevation={0} component="header">
      <Toolbar sx={{ gap: { xs: 1, md: 2 } }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          aria-label="Fundnet home"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.25rem', mr: { md: 2 } }}
        >
          <HubOutlined aria-hidden />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Fundnet
          </Box>
        </Link>
        <MainNav context={context} />
        <Box sx={{ flexGrow: 1 }} />
        {isAuthenticated ? (
          <Suspense fallback={<Skeleton variant="rounded" width={180} height={36} aria-hidden />}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {me.data && <ProfileSwitcher profiles={me.data.profiles} />}
              {me.isPending && <Skeleton variant="rounded" width={140} height={36} aria-hidden />}
              <UserMenu
                user={me.data?.user}
                context={context}
                activeProfileName={me.data?.profiles.find((p) => p.id === activeProfile?.id)?.name}
              />
            </Stack>
          </Suspense>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ColorModeToggle />
            <Button component={RouterLink} to={loginPathFor(here)} color="inherit">
              Log in
            </Button>
            <Button component={RouterLink} to="/signup" variant="contained" color="secondary">
              Sign up
            </Button>
          </Stack>
        )}
      </Toolbar>
      {/* The session says a profile is active (read at once from storage): the row's place is kept from the first
          paint, a placeholder of its height while its code or users/get-me loads, so the page never moves down. */}
      {isAuthenticated && activeProfile && (
        <Suspense fallback={<WorkspaceRowPlaceholder />}>
          {me.isPending ? <WorkspaceRowPlaceholder /> : <WorkspaceNav context={context} />}
        </Suspense>
      )}
    </AppBar>
  );
}

function WorkspaceRowPlaceholder() {
  return (
    <Box sx={workspaceRow} aria-hidden data-testid="workspace-placeholder">
      <Stack direction="row" spacing={2} sx={{ px: 1.25 }}>
        {[96, 72, 88, 120].map((width) => (
          <Skeleton key={width} variant="text" width={width} />
        ))}
      </Stack>
    </Box>
  );
}
