import { WithActiveProfile } from '../../shared/with-active-profile';
import {
  type ActiveProfile,
  type ProfileNotificationsReply,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '@fundnet/api-client';
import { ErrorPanel, Form, LoadingState, SectionCard, SelectField, useNotify, useValibotForm } from '@fundnet/design-system';
import { notificationFrequencyOptions, type ProfileNotificationsInput, profileNotificationsBody } from '@fundnet/validation-schema';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** /settings/notifications: which e-mails the signed-in member gets about the active profile, and how often. */
export function NotificationsSection() {
  return (
    <WithActiveProfile purpose="whose notifications you want to set">{(profile) => <Notifications profile={profile} />}</WithActiveProfile>
  );
}

function Notifications({ profile }: { profile: ActiveProfile }) {
  const preferences = useNotificationPreferences(profile);
  if (preferences.isPending) return <LoadingState label="Loading your notifications…" />;
  if (preferences.isError) {
    return (
      <ErrorPanel
        title="Your notifications could not be loaded"
        message={preferences.error.message}
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  return (
    <SectionCard
      title="E-mail notifications"
      subtitle={
        <>
          Your own choices for this profile: the other members choose theirs. E-mails go to {preferences.data.email} (
          <Link component={RouterLink} to="/userSettings/details/manageEmails">
            manage your e-mails
          </Link>
          ).
        </>
      }
    >
      <PreferencesForm profile={profile} reply={preferences.data} />
    </SectionCard>
  );
}

const valuesOf = (reply: ProfileNotificationsReply): ProfileNotificationsInput => ({
  preferences: Object.fromEntries(reply.preferences.map((preference) => [preference.option, preference.frequency])),
});

function PreferencesForm({ profile, reply }: { profile: ActiveProfile; reply: ProfileNotificationsReply }) {
  const notify = useNotify();
  const form = useValibotForm(profileNotificationsBody, { defaultValues: valuesOf(reply) });
  const save = useSaveNotificationPreferences(profile);
  return (
    <Form
      form={form}
      submitLabel="Save notifications"
      onSubmit={async (values) => {
        const next = await save.mutateAsync(values);
        form.reset(valuesOf(next));
        notify.success('Notifications saved.');
      }}
    >
      <Stack spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Notifications">
        {reply.preferences.map((preference) => (
          <Box
            component="li"
            key={preference.option}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 220px' }, gap: 2, alignItems: 'start' }}
          >
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h3" variant="subtitle1">
                  {preference.label}
                </Typography>
                {!preference.delivered && <Chip size="small" variant="outlined" label="Starts with the feature" />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {preference.description}
                {!preference.delivered && ' Fundnet sends these once the feature opens; your choice is kept until then.'}
              </Typography>
            </Box>
            <SelectField
              name={`preferences.${preference.option}`}
              label={`How often: ${preference.label}`}
              size="small"
              options={notificationFrequencyOptions.filter((option) => preference.frequencies.includes(option.value))}
              helperText={`Default: ${notificationFrequencyOptions.find((option) => option.value === preference.defaultFrequency)?.label}`}
            />
          </Box>
        ))}
      </Stack>
    </Form>
  );
}
