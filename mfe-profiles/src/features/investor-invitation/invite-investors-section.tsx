import { type ActiveProfile, useInviteInvestors } from '@fundnet/api-client';
import { Form, LinkButton, SectionCard, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { INVESTOR_INVITATION_TTL_DAYS, inviteInvestorsBody } from '@fundnet/validation-schema';
import { Alert, Stack } from '@mui/material';
import { EmailsField } from './emails-field';
import { FundAccess } from './fund-access';

/** /settings/inviteInvestors: a fund invites investors by e-mail with a message (POST api/investor-invitation). */
export function InviteInvestorsSection() {
  return (
    <FundAccess purpose="that invites investors">
      {(profile, { canManage }) =>
        canManage ? (
          <InviteInvestorsForm profile={profile} />
        ) : (
          <Alert severity="info" action={<LinkButton to="/settings/invitations">See invitations</LinkButton>}>
            Only editors, admins and owners of this fund can invite investors. You can see the invitations sent so far.
          </Alert>
        )
      }
    </FundAccess>
  );
}

function InviteInvestorsForm({ profile }: { profile: ActiveProfile }) {
  const notify = useNotify();
  const form = useValibotForm(inviteInvestorsBody, { defaultValues: { emails: [], message: '' } });
  const invite = useInviteInvestors(profile);
  return (
    <SectionCard
      title="Invite investors"
      subtitle={`Each address receives your message and a link to your fund's profile, valid for ${INVESTOR_INVITATION_TTL_DAYS} days. New investors create their account with it; investors already on Fundnet sign in and accept.`}
    >
      <Form
        form={form}
        aria-label="Invite investors"
        submitLabel="Send invitations"
        onSubmit={async (values) => {
          const reply = await invite.mutateAsync(values);
          const count = reply.invitations.length;
          notify.success(count === 1 ? 'Invitation sent' : `${count} invitations sent`);
          form.reset({ emails: [], message: values.message });
        }}
      >
        <Stack spacing={2}>
          <EmailsField control={form.control} name="emails" label="Investors' e-mail addresses" />
          <TextField name="message" label="Message" required multiline minRows={4} />
        </Stack>
      </Form>
      <Stack direction="row" sx={{ mt: 2 }}>
        <LinkButton to="/settings/invitations" variant="text">
          Manage invitations
        </LinkButton>
      </Stack>
    </SectionCard>
  );
}
