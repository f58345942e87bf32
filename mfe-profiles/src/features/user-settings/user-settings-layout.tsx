import { useSession } from '@fundnet/api-client';
import { PageContainer, PageHeader, SignInPrompt } from '@fundnet/design-system';
import { Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';

const title = 'User settings';
const subtitle = 'Your account: your details, your e-mail addresses and the profiles you belong to.';

/** The user settings tabs (product spec §2): User details, Profiles, Shared profiles. */
export const userSettingsTabs = [
  { label: 'User details', to: '/userSettings/details' },
  { label: 'Profiles', to: '/userSettings/profiles' },
  { label: 'Shared profiles', to: '/userSettings/sharedProfiles' },
] as const;

/** /userSettings/*: the tabs as links, and the tab's page under them. */
export function UserSettingsLayout() {
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();
  if (!isAuthenticated) return <SignInPrompt title={title} subtitle={subtitle} what="your user settings" />;
  const current = userSettingsTabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.to;
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      <Box component="nav" aria-label="User settings" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, overflowX: 'auto' }}>
          {userSettingsTabs.map((tab) => {
            const selected = tab.to === current;
            return (
              <li key={tab.to}>
                <Button
                  component={RouterLink}
                  to={tab.to}
                  aria-current={selected ? 'page' : undefined}
                  color={selected ? 'primary' : 'inherit'}
                  sx={{
                    borderRadius: 0,
                    borderBottom: 2,
                    borderColor: selected ? 'primary.main' : 'transparent',
                    fontWeight: selected ? 700 : 500,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {tab.label}
                </Button>
              </li>
            );
          })}
        </Stack>
      </Box>
      <Outlet />
    </PageContainer>
  );
}
