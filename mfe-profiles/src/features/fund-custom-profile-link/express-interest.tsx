import { type ShareLinkInterest, useExpressShareLinkInterest, useShareLinkInterest } from '@fundnet/api-client';
import { EmailField, Form, type FormSchema, TextField, useValibotForm } from '@fundnet/design-system';
import {
  emailSchema,
  expressInterestBody,
  formObject,
  SHARE_LINK_INTEREST_MESSAGE_MAX_LENGTH,
  SHARE_LINK_INTEREST_NAME_MAX_LENGTH,
} from '@fundnet/validation-schema';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Button, Dialog, DialogContent, DialogTitle, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

export interface ExpressInterestProps {
  /** The visitor token of the link (the call is made as that visitor). */
  token: string;
  /** The fund's name, as the page names it. */
  fundName: string;
  /** The address the link holds for the visitor (typed or proven); prefills the form, and the field may stay empty. */
  email?: string | null;
  /** The owner's "preview as recipient": the button shows, disabled, and nothing is sent. */
  preview?: boolean;
}

const LABEL = 'I’m interested';
const PREVIEW_HINT = 'Visitors can tell the fund they are interested here';
export const INTEREST_CONFIRMATION = 'The fund has your interest';

type Values = { name: string; email: string; message: string };

/**
 * "I'm interested" on a shared profile (issue 34.1): a button opening a short form (name, e-mail, message) that tells
 * the fund's team; once sent, a confirmation, kept when the page opens again (the server remembers it per visitor).
 */
export function ExpressInterest({ token, fundName, email = null, preview = false }: ExpressInterestProps) {
  if (preview) {
    return (
      <Tooltip title={PREVIEW_HINT}>
        {/* A disabled button fires no events: the span carries the tooltip. */}
        <span>
          <Button variant="contained" disabled>
            {LABEL}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return <VisitorInterest token={token} fundName={fundName} email={email} />;
}

function VisitorInterest({ token, fundName, email }: { token: string; fundName: string; email: string | null }) {
  const sent = useShareLinkInterest(token);
  const send = useExpressShareLinkInterest(token);
  const [open, setOpen] = useState(false);
  // A link that holds no address for the visitor needs one typed; otherwise an empty field means "that one".
  const schema = useMemo(
    () => (email ? expressInterestBody : formObject({ ...expressInterestBody.entries, email: emailSchema })) as unknown as FormSchema,
    [email],
  );
  // Kept here, not in the dialog: closing it and opening it again keeps what was typed.
  const form = useValibotForm(schema, { defaultValues: { name: '', email: email ?? '', message: '' } }) as unknown as UseFormReturn<Values>;
  const interest = sent.data?.interest ?? null;

  const edit = () => {
    if (interest) form.reset({ name: interest.name, email: interest.email, message: interest.message ?? '' });
    setOpen(true);
  };

  return (
    <>
      {interest ? (
        <Confirmation interest={interest} onEdit={edit} />
      ) : (
        // While the server has not said whether this visitor already sent one, the button waits (no false offer).
        <Button variant="contained" onClick={() => setOpen(true)} disabled={sent.isPending} aria-busy={sent.isPending || undefined}>
          {LABEL}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="express-interest-title">
        <DialogTitle id="express-interest-title">Tell {fundName} you are interested</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The fund’s team receives your name, e-mail address and message, and can answer you by e-mail.
          </Typography>
          <Form
            form={form}
            submitLabel={interest ? 'Update' : 'Send'}
            actions={<Button onClick={() => setOpen(false)}>Cancel</Button>}
            onSubmit={async (values) => {
              await send.mutateAsync(values as unknown as Parameters<typeof send.mutateAsync>[0]);
              setOpen(false);
            }}
          >
            <TextField
              name="name"
              label="Your name"
              required
              autoComplete="name"
              slotProps={{ htmlInput: { maxLength: SHARE_LINK_INTEREST_NAME_MAX_LENGTH } }}
            />
            <EmailField
              name="email"
              label="E-mail address"
              required={!email}
              autoComplete="email"
              helperText={email ? 'Leave it as it is, or give the address you want to be reached at.' : undefined}
            />
            <TextField
              name="message"
              label="Message (optional)"
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: SHARE_LINK_INTEREST_MESSAGE_MAX_LENGTH } }}
            />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Confirmation({ interest, onEdit }: { interest: ShareLinkInterest; onEdit: () => void }) {
  return (
    <Alert
      icon={<CheckCircleOutlined fontSize="inherit" />}
      severity="success"
      action={
        <Button color="inherit" size="small" onClick={onEdit}>
          Change message
        </Button>
      }
    >
      <Stack spacing={0.25}>
        <span>{INTEREST_CONFIRMATION}</span>
        <Typography variant="body2" component="span">
          They will answer {interest.email}.
        </Typography>
      </Stack>
    </Alert>
  );
}
