import { useMe } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { Box, Chip, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChangePasswordSection } from './change-password-form';
import { UserInfoForm } from './user-info-form';

function Verified({ verified }: { verified: boolean }) {
  return (
    <Chip
      size="small"
      sx={{ ml: 1 }}
      color={verified ? 'success' : 'default'}
      variant={verified ? 'filled' : 'outlined'}
      label={verified ? 'Verified' : 'Not verified'}
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The account (e-mail, phone) and the personal details form, from GET api/users/get-me. */
function AccountAndDetails() {
  const me = useMe();
  if (me.isError && !me.isFetching) {
    return <ErrorPanel title="Your details could not be loaded" message={me.error.message} onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <LoadingState label="Loading your details…" />;
  const { user, userInfo } = me.data;
  return (
    <>
      <SectionCard title="Your account">
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
            columnGap: 3,
            rowGap: 1.5,
            m: 0,
            alignItems: 'center',
          }}
        >
          <Fact label="E-mail">
            {user.email}
            <Verified verified={user.emailVerified} />
          </Fact>
          <Fact label="Phone">
            {user.phoneNumber ? (
              <>
                {user.phoneNumber}
                <Verified verified={user.phoneVerified} />
              </>
            ) : (
              'Not given'
            )}
          </Fact>
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Link component={RouterLink} to="/userSettings/details/manageEmails">
            Manage your e-mail addresses
          </Link>
        </Typography>
      </SectionCard>
      <SectionCard title="Your details" subtitle="How you appear to the members of your profiles and to the people you meet on Fundnet.">
        {/* Keyed by the user: another user's details never stay in the form. */}
        <UserInfoForm key={user.id} info={userInfo} />
      </SectionCard>
    </>
  );
}

/** /userSettings/details: the account, the personal details (PUT api/user-info) and the password. */
export function UserDetailsTab() {
  useDocumentTitle('User details');
  return (
    <>
      <AccountAndDetails />
      <ChangePasswordSection />
    </>
  );
}
