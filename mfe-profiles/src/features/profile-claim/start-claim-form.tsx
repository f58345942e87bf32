import { useStartProfileClaim } from '@fundnet/api-client';
import { EmailField, Form, useValibotForm } from '@fundnet/design-system';
import { claimDomainMatches, claimEmailDomain, startProfileClaimBody } from '@fundnet/validation-schema';
import { Alert, Button } from '@mui/material';
import { useWatch } from 'react-hook-form';

/** The work address a signed-in visitor claims a profile with; the server mails it a confirmation link. */
export function StartClaimForm({
  profileId,
  websiteDomain,
  onDone,
}: {
  profileId: string;
  websiteDomain: string | null;
  onDone: () => void;
}) {
  const start = useStartProfileClaim();
  const form = useValibotForm(startProfileClaimBody, { defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' }) ?? '';
  const domain = email.includes('@') ? claimEmailDomain(email) : '';
  const matches = claimDomainMatches(domain, websiteDomain);
  const helper = websiteDomain
    ? `Use an address on ${websiteDomain} to claim the profile at once. We send a confirmation link to it.`
    : 'This profile has no website to compare your address with, so an administrator reviews every claim. We send a confirmation link to it.';
  return (
    <Form
      form={form}
      aria-label="Claim this profile"
      submitLabel="Send the confirmation link"
      actions={
        <Button variant="text" onClick={onDone}>
          Cancel
        </Button>
      }
      onSubmit={async ({ email: address }) => {
        await start.mutateAsync({ profileId, email: address });
        onDone();
      }}
    >
      <EmailField name="email" label="Your work e-mail address" required autoFocus helperText={helper} />
      {websiteDomain && domain.includes('.') && !matches && (
        <Alert severity="info">
          {domain} is not on {websiteDomain}. You can still send the claim: once you confirm the address, a Fundnet administrator reviews it
          before the profile becomes yours.
        </Alert>
      )}
    </Form>
  );
}
