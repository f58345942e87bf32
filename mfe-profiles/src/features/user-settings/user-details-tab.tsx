import { useMe } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard, useDocumentTitle, DescriptionList } from '@fundnet/design-system';
import { Chip, Link, Typography } from '@mui/material';
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
        <DescriptionList
          labelWidth="160px"
          sx={{ alignItems: 'center' }}
          items={[
            {
              label: 'E-mail',
              value: (
                <>
                  {user.email}
                  <Verified verified={user.emailVerified} />
                </>
              ),
            },
            {
              label: 'Phone',
              value: user.phoneNumber ? (
                <>
                  {user.phoneNumber}
                  <Verified verified={user.phoneVerified} />
                </>
              ) : (
                'Not given'
              ),
            },
          ]}
        />
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
