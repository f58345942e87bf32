import { type ShareLinkInterest, useShareLinkInterest } from '@fundnet/api-client';
import { lazyPage } from '@fundnet/app-runtime';
import { LoadingState } from '@fundnet/design-system';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Button, Dialog, DialogContent, DialogTitle, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';

const InterestForm = lazyPage(() => import('./interest-form'), 'InterestForm', <LoadingState label="Loading the form…" />);

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
  const [open, setOpen] = useState(false);
  // The dialog is made on the first press and then kept mounted while closed: closing it and opening it again keeps
  // what was typed, and its form's code loads only for a visitor who presses the button (ADR 0089).
  const [made, setMade] = useState(false);
  // Bumped by "Change message": the form takes the interest that was sent.
  const [editing, setEditing] = useState(0);
  const interest = sent.data?.interest ?? null;
  const show = () => {
    setMade(true);
    setOpen(true);
  };

  return (
    <>
      {interest ? (
        <Confirmation
          interest={interest}
          onEdit={() => {
            setEditing((n) => n + 1);
            show();
          }}
        />
      ) : (
        // While the server has not said whether this visitor already sent one, the button waits (no false offer).
        <Button variant="contained" onClick={show} disabled={sent.isPending} aria-busy={sent.isPending || undefined}>
          {LABEL}
        </Button>
      )}
      {made && (
        <Dialog open={open} onClose={() => setOpen(false)} keepMounted maxWidth="sm" fullWidth aria-labelledby="express-interest-title">
          <DialogTitle id="express-interest-title">Tell {fundName} you are interested</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              The fund’s team receives your name, e-mail address and message, and can answer you by e-mail.
            </Typography>
            <InterestForm token={token} email={email} interest={interest} editing={editing} onDone={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      )}
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
