import { Button, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ActiveProfile, useReportPost } from '@fundnet/api-client';
import { Form, SelectField, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { reportPostBody } from '@fundnet/validation-schema';
import { reasonOptions } from './labels';

/** Report a post to the administrators' moderation queue, with a reason. */
export function ReportDialog(props: {
  profile: ActiveProfile;
  postId: string;
  open: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const { profile, postId, open, onClose, onReported } = props;
  const form = useValibotForm(reportPostBody, { defaultValues: { reason: undefined as never, details: '' } });
  const report = useReportPost(profile, postId);
  return (
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Report this post</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          An administrator reviews every report. The author is not told who reported the post.
        </DialogContentText>
        <Form
          form={form}
          aria-label="Report post"
          submitLabel="Report"
          onSubmit={async (values) => {
            await report.mutateAsync(values);
            form.reset();
            onReported();
          }}
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <SelectField name="reason" label="Reason" required options={reasonOptions} />
          <TextField name="details" label="Details (optional)" multiline minRows={2} />
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
