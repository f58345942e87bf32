import { WithActiveProfile } from '../../shared/with-active-profile';
import { type ActiveProfile, type ProfileCtaReply, useProfile, useProfileCta, useSaveProfileCta } from '@fundnet/api-client';
import {
  ErrorPanel,
  Form,
  LoadingState,
  SectionCard,
  SelectField,
  TextField,
  UrlField,
  useNotify,
  useValibotForm,
} from '@fundnet/design-system';
import {
  type CallToActionInput,
  type CallToActionKind,
  callToActionKindOptions,
  callToActionSchema,
  type ProfileMemberRole,
  roleAtLeast,
} from '@fundnet/validation-schema';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { DeclinedApprovalNotice, PendingApprovalNotice } from '../profile-sections';
import { actionOption, describeButton, needsUrl } from './call-to-action-labels';

/** /settings/callToAction: the primary button of the active profile's public page. */
export function CallToActionSection() {
  return (
    <WithActiveProfile purpose="whose call to action you want to set">
      {(profile) => <CallToActionSettings profile={profile} />}
    </WithActiveProfile>
  );
}

function CallToActionSettings({ profile }: { profile: ActiveProfile }) {
  const cta = useProfileCta(profile);
  const detail = useProfile(profile);
  if (cta.isPending || detail.isPending) return <LoadingState label="Loading your call to action…" />;
  if (cta.isError) {
    return <ErrorPanel title="The call to action could not be loaded" message={cta.error.message} onRetry={() => void cta.refetch()} />;
  }
  const role = detail.data?.role;
  const published = cta.data.section.published as Parameters<typeof describeButton>[0] | null;
  return (
    <SectionCard
      title="Button on your public page"
      subtitle={published ? `Visitors see: ${describeButton(published)}` : 'Visitors see no button yet: nothing is published.'}
    >
      <DeclinedApprovalNotice approval={cta.data.section.approval} subject="your call to action" />
      <PendingApprovalNotice approval={cta.data.section.approval} />
      {role && roleAtLeast(role, 'editor') ? (
        <CallToActionForm profile={profile} reply={cta.data} />
      ) : (
        <ReadOnly reply={cta.data} role={role} />
      )}
    </SectionCard>
  );
}

function ReadOnly({ reply, role }: { reply: ProfileCtaReply; role: ProfileMemberRole | undefined }) {
  const data = reply.section.data as Parameters<typeof describeButton>[0] | null;
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        As {role === 'viewer' ? 'a viewer' : 'a member'} you can see the call to action; editors, admins and owners change it.
      </Alert>
      <Typography>{data ? describeButton(data) : 'No call to action yet.'}</Typography>
    </Stack>
  );
}

const emptyValues = (reply: ProfileCtaReply): CallToActionInput => {
  const data = reply.section.data as CallToActionInput | null;
  return { action: data?.action ?? 'none', label: data?.label ?? '', url: data?.url ?? '', email: data?.email ?? '' };
};

function CallToActionForm({ profile, reply }: { profile: ActiveProfile; reply: ProfileCtaReply }) {
  const notify = useNotify();
  const form = useValibotForm(callToActionSchema, { defaultValues: emptyValues(reply) });
  const save = useSaveProfileCta(profile);
  const action = useWatch({ control: form.control, name: 'action' }) as CallToActionKind;
  const label = useWatch({ control: form.control, name: 'label' });
  const { suggestions } = reply;

  useEffect(() => {
    // Picking another action offers its wording (unless the member wrote their own) and the targets the profile has.
    const subscription = form.watch((values, { name }) => {
      if (name !== 'action' || !values.action) return;
      const next = values.action as CallToActionKind;
      const current = values.label?.trim() ?? '';
      if (!current || callToActionKindOptions.some((option) => option.suggestedLabel === current)) {
        form.setValue('label', actionOption(next).suggestedLabel);
      }
      if (!values.url?.trim()) {
        const url = next === 'bookMeeting' ? suggestions.bookingUrl : next === 'visitWebsite' ? suggestions.websiteUrl : null;
        if (url) form.setValue('url', url);
      }
      if (next === 'sendEmail' && !values.email?.trim() && suggestions.email) form.setValue('email', suggestions.email);
      // Fields the action hides are cleared, so a hidden invalid value never blocks the save.
      if (next === 'none') form.setValue('label', '');
      if (!needsUrl(next)) form.setValue('url', '');
      if (next !== 'sendEmail') form.setValue('email', '');
      form.clearErrors();
    });
    return () => subscription.unsubscribe();
  }, [form, suggestions]);

  return (
    <Form
      form={form}
      submitLabel="Save call to action"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values);
        form.reset(emptyValues(saved));
        notify.success(
          saved.section.approval?.status === 'Tbd'
            ? 'Call to action saved and sent for approval. Visitors see the published button until an administrator approves it.'
            : 'Call to action saved.',
        );
      }}
    >
      <SelectField
        name="action"
        label="What the button does"
        required
        options={callToActionKindOptions.map((option) => ({ value: option.value, label: option.label }))}
        helperText={actionOption(action ?? 'none').help}
      />
      {action !== 'none' && (
        <TextField name="label" label="Button text" required helperText="At most 40 characters, e.g. “Book a meeting”." />
      )}
      {needsUrl(action) && (
        <UrlField
          name="url"
          label={action === 'bookMeeting' ? 'Booking page' : 'Web address'}
          required
          helperText={action === 'bookMeeting' ? 'Your calendar or booking link, e.g. https://cal.com/your-name.' : undefined}
        />
      )}
      {action === 'sendEmail' && <TextField name="email" label="E-mail address" type="email" required autoComplete="email" />}
      {action !== 'none' && (
        <Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            Preview
          </Typography>
          <Button variant="contained" tabIndex={-1} aria-hidden disableRipple sx={{ pointerEvents: 'none' }}>
            {label?.trim() || actionOption(action).suggestedLabel || 'Button'}
          </Button>
        </Box>
      )}
    </Form>
  );
}
