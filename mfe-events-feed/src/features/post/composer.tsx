import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Alert, Stack, Typography } from '@mui/material';
import { type ActiveProfile, useAudience, useCreatePost } from '@fundnet/api-client';
import { Form, SectionCard, SelectField, TextField, UnsavedChangesGuard, useValibotForm } from '@fundnet/design-system';
import { createPostBody, type PostVisibility } from '@fundnet/validation-schema';
import { useWatch } from 'react-hook-form';
import { tagOptions, visibilityHelp, visibilityOptions } from './labels';

/** "Who will see this": counted by the server with the rules every read applies. */
export function AudienceLine({ profile, visibility }: { profile: ActiveProfile; visibility: PostVisibility }) {
  const audience = useAudience(profile, visibility);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-live="polite" data-testid="audience">
      <VisibilityOutlined fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary">
        Who will see this: {audience.data ? audience.data.summary : audience.error ? visibilityHelp[visibility] : 'counting…'}
      </Typography>
    </Stack>
  );
}

/** The composer: text, tag and visibility, with the audience count before posting. */
export function PostComposer({ profile, onPosted }: { profile: ActiveProfile; onPosted?: () => void }) {
  const form = useValibotForm(createPostBody, { defaultValues: { text: '', tag: 'News', visibility: 'Public' } });
  const visibility = (useWatch({ control: form.control, name: 'visibility' }) ?? 'Public') as PostVisibility;
  const create = useCreatePost(profile);
  return (
    <SectionCard title="Share an update">
      {/* A post being written is not lost by a click on a link or Back: leaving asks first. */}
      <UnsavedChangesGuard>
        <Form
          form={form}
          aria-label="New post"
          submitLabel="Post"
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            form.reset({ text: '', tag: values.tag, visibility: values.visibility });
            onPosted?.();
          }}
        >
          <TextField name="text" label="What’s new?" required multiline minRows={3} helperText="A link in the text shows as a preview." />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectField name="tag" label="Tag" required options={tagOptions} sx={{ minWidth: 200 }} />
            <SelectField name="visibility" label="Visibility" required options={visibilityOptions} sx={{ minWidth: 220 }} />
          </Stack>
          <AudienceLine profile={profile} visibility={visibility} />
          {create.isSuccess ? <Alert severity="success">Posted.</Alert> : null}
        </Form>
      </UnsavedChangesGuard>
    </SectionCard>
  );
}
