import {
  type SecondaryEmail,
  useAddSecondaryEmail,
  useDeleteSecondaryEmail,
  useMe,
  useResendSecondaryEmailValidation,
  useSecondaryEmails,
  useSwitchPrimaryEmail,
} from '@fundnet/api-client';
import {
  EmailField,
  EmptyState,
  ErrorPanel,
  Form,
  LoadingState,
  SectionCard,
  useDocumentTitle,
  useNotify,
  useValibotForm,
} from '@fundnet/design-system';
import { addSecondaryEmailSchema } from '@fundnet/validation-schema';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import { Button, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { VerifySecondaryEmailNotice } from './verify-secondary-email-notice';

function AddEmailForm() {
  const notify = useNotify();
  const form = useValibotForm(addSecondaryEmailSchema, { defaultValues: { email: '' } });
  const add = useAddSecondaryEmail();
  return (
    <Form
      form={form}
      aria-label="Add an e-mail address"
      submitLabel="Add e-mail address"
      onSubmit={async (values) => {
        const added = await add.mutateAsync(values);
        form.reset({ email: '' });
        notify.success(`We sent a verification link to ${added.email}. Open it to verify the address.`);
      }}
    >
      <EmailField name="email" label="New e-mail address" required autoComplete="email" />
    </Form>
  );
}

function SecondaryEmailRow({ address }: { address: SecondaryEmail }) {
  const notify = useNotify();
  const resend = useResendSecondaryEmailValidation({
    onSuccess: () => notify.success(`We sent a new verification link to ${address.email}.`),
    onError: notify.apiError,
  });
  const remove = useDeleteSecondaryEmail({
    onSuccess: () => notify.success(`${address.email} was removed.`),
    onError: notify.apiError,
  });
  const makePrimary = useSwitchPrimaryEmail({
    onSuccess: ({ user }) => notify.success(`${user.email} is now your primary e-mail address.`),
    onError: notify.apiError,
  });
  const busy = resend.isPending || remove.isPending || makePrimary.isPending;
  const input = { email: address.email };
  return (
    <ListItem divider aria-label={address.email} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={address.email}
        secondary={
          <Chip
            component="span"
            size="small"
            sx={{ mt: 0.5 }}
            color={address.verified ? 'success' : 'default'}
            variant={address.verified ? 'filled' : 'outlined'}
            label={address.verified ? 'Verified' : 'Not verified'}
          />
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {address.verified ? (
          <Button size="small" disabled={busy} loading={makePrimary.isPending} onClick={() => makePrimary.mutate(input)}>
            Make primary
          </Button>
        ) : (
          <Button size="small" disabled={busy} loading={resend.isPending} onClick={() => resend.mutate(input)}>
            Resend link
          </Button>
        )}
        <Button size="small" color="error" disabled={busy} loading={remove.isPending} onClick={() => remove.mutate(input)}>
          Remove
        </Button>
      </Stack>
    </ListItem>
  );
}

function SecondaryEmailList() {
  const emails = useSecondaryEmails();
  if (emails.isError && !emails.isFetching) {
    return (
      <ErrorPanel title="Your e-mail addresses could not be loaded" message={emails.error.message} onRetry={() => void emails.refetch()} />
    );
  }
  if (!emails.data) return <LoadingState label="Loading your e-mail addresses…" />;
  if (emails.data.length === 0) {
    return (
      <EmptyState
        compact
        icon={<AlternateEmailOutlined />}
        title="No other e-mail address yet"
        description="Add an address below: we mail it a link to verify it."
      />
    );
  }
  return (
    <List aria-label="Secondary e-mail addresses" disablePadding>
      {emails.data.map((address) => (
        <SecondaryEmailRow key={address.id} address={address} />
      ))}
    </List>
  );
}

/**
 * /userSettings/details/manageEmails: the primary e-mail, the secondary ones (verified or not),
 * adding one (a verification link is mailed), resending the link, removing one, making a verified
 * one primary; opened from the mailed link (?verificationCode=…), it verifies the address first.
 */
export function ManageEmailsTab() {
  useDocumentTitle('Manage e-mails');
  const me = useMe();
  return (
    <>
      <VerifySecondaryEmailNotice />
      <SectionCard
        title="Manage e-mails"
        subtitle="Sign in and receive e-mails at your primary address. Verify another address to make it your primary one."
      >
        <Typography variant="body2" color="text.secondary">
          Primary e-mail address
        </Typography>
        <Typography variant="body1" sx={{ mb: 2, fontWeight: 600 }}>
          {me.data?.user.email ?? '…'}
        </Typography>
        <SecondaryEmailList />
      </SectionCard>
      <SectionCard title="Add an e-mail address">
        <AddEmailForm />
      </SectionCard>
      <Typography variant="body2">
        <Link component={RouterLink} to="/userSettings/details">
          Back to your details
        </Link>
      </Typography>
    </>
  );
}
