import { type ContentEntry, useUpsertContentEntry } from '@fundnet/api-client';
import { CheckboxField, Form, SelectField, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { upsertContentBody } from '@fundnet/validation-schema';
import { Button, DialogContent, DialogTitle } from '@mui/material';

const kinds = [
  { value: 'page', label: 'Page' },
  { value: 'text', label: 'Text inside a page' },
];

/** Creates a page or text, or edits `entry`. */
export function ContentDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: ContentEntry | null;
  onClose: () => void;
  onSaved: (saved: ContentEntry) => void;
}) {
  const form = useValibotForm(upsertContentBody, {
    defaultValues: {
      id: entry?.id,
      slug: entry?.slug ?? '',
      kind: entry?.kind ?? 'page',
      title: entry?.title ?? '',
      body: entry?.body ?? '',
      published: entry?.published ?? true,
    },
  });
  const upsert = useUpsertContentEntry();
  return (
    <FormDialog open onClose={() => !form.formState.isSubmitting && onClose()} fullWidth maxWidth="md">
      <DialogTitle>{entry ? `Edit ${entry.slug}` : 'New page or text'}</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label="Content"
          submitLabel={entry ? 'Save' : 'Create'}
          onSubmit={async (values) => onSaved(await upsert.mutateAsync(values))}
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <TextField name="slug" label="Slug" required helperText="How the site finds it, e.g. about.why (the text of /about)" />
          <SelectField name="kind" label="Kind" options={kinds} />
          <TextField name="title" label="Title" required />
          <TextField
            name="body"
            label="Text"
            required
            multiline
            minRows={8}
            helperText="Plain text; a blank line starts a new paragraph."
          />
          <CheckboxField name="published" label="Published (unpublished entries are not shown; the site keeps its built-in text)" />
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
