import { useSession } from '@fundnet/api-client';
import { PageContainer, PageHeader, SignInPrompt, signInHref, UnsavedChangesGuard } from '@fundnet/design-system';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { VerifySecondaryEmailNotice } from './verify-secondary-email-notice';

const title = 'User settings';
const manageEmailsPath = '/userSettings/details/manageEmails';
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
  const [searchParams] = useSearchParams();
  // Whether the page was opened from the mailed link (the notice then takes the code out of the address).
  const [openedToVerify] = useState(() => searchParams.has('verificationCode'));
  if (!isAuthenticated && openedToVerify && pathname === manageEmailsPath) {
    // The mailed verification link needs no sign-in: verify, then offer to sign in.
    return (
      <PageContainer>
        <PageHeader title="Verify your e-mail address" />
        <VerifySecondaryEmailNotice />
        <Button component={RouterLink} to={signInHref(manageEmailsPath)} variant="contained">
          Sign in
        </Button>
      </PageContainer>
    );
  }
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
      {/* The tabs' forms (details, password, e-mail addresses): leaving with unsaved input asks first. */}
      <UnsavedChangesGuard>
        <Outlet />
      </UnsavedChangesGuard>
    </PageContainer>
  );
}
