import { Button, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type ActiveProfile, useUpdatePost } from '@fundnet/api-client';
import { Form, SelectField, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { createPostBody, type Post, type PostVisibility } from '@fundnet/validation-schema';
import { useWatch } from 'react-hook-form';
import { AudienceLine } from './composer';
import { tagOptions, visibilityOptions } from './labels';

/** Edit a post of the active profile (text, tag, visibility). */
export function EditPostDialog({ profile, post, onClose }: { profile: ActiveProfile; post: Post; onClose: () => void }) {
  const form = useValibotForm(createPostBody, { defaultValues: { text: post.text, tag: post.tag, visibility: post.visibility } });
  const visibility = (useWatch({ control: form.control, name: 'visibility' }) ?? post.visibility) as PostVisibility;
  const update = useUpdatePost(profile, post.id);
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Edit post</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label="Edit post"
          submitLabel="Save"
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            onClose();
          }}
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <TextField name="text" label="Text" required multiline minRows={3} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectField name="tag" label="Tag" required options={tagOptions} sx={{ minWidth: 200 }} />
            <SelectField name="visibility" label="Visibility" required options={visibilityOptions} sx={{ minWidth: 220 }} />
          </Stack>
          <AudienceLine profile={profile} visibility={visibility} />
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
