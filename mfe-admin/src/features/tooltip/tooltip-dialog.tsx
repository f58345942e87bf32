import { type Tooltip, useUpsertTooltip } from '@fundnet/api-client';
import { Form, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { upsertTooltipBody } from '@fundnet/validation-schema';
import { Button, DialogContent, DialogTitle } from '@mui/material';

/** Creates a tooltip, or edits `tooltip`. */
export function TooltipDialog({
  tooltip,
  onClose,
  onSaved,
}: {
  tooltip: Tooltip | null;
  onClose: () => void;
  onSaved: (saved: Tooltip) => void;
}) {
  const form = useValibotForm(upsertTooltipBody, {
    defaultValues: { id: tooltip?.id, key: tooltip?.key ?? '', title: tooltip?.title ?? '', text: tooltip?.text ?? '' },
  });
  const upsert = useUpsertTooltip();
  return (
    <FormDialog open onClose={() => !form.formState.isSubmitting && onClose()} fullWidth maxWidth="sm">
      <DialogTitle>{tooltip ? `Edit ${tooltip.key}` : 'New tooltip'}</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label="Tooltip"
          submitLabel={tooltip ? 'Save' : 'Create'}
          onSubmit={async (values) => onSaved(await upsert.mutateAsync(values))}
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <TextField
            name="key"
            label="Key"
            required
            helperText="Where the apps show it: <profile type>.<field name> (fund.targetFundSize), profileNda.requireNda, trackRecord.grossMoic"
            autoFocus={!tooltip}
          />
          <TextField name="title" label="Title" />
          <TextField name="text" label="Text" required multiline minRows={3} />
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
