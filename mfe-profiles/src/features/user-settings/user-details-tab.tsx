import { useMe } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { Box, Chip, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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

/** /userSettings/details: the signed-in user's details, from GET api/users/get-me. */
export function UserDetailsTab() {
  useDocumentTitle('User details');
  const me = useMe();
  if (me.isError && !me.isFetching) {
    return <ErrorPanel title="Your details could not be loaded" message={me.error.message} onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <LoadingState label="Loading your details…" />;
  const { user } = me.data;
  return (
    <SectionCard title="Your details" subtitle="Changing your details arrives with the profiles work.">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 3, rowGap: 1.5, m: 0, alignItems: 'center' }}
      >
        <Fact label="Name">{`${user.firstName} ${user.lastName}`.trim() || '—'}</Fact>
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
  );
}
