import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What confirming does, in words (the dialog's description). */
  children: ReactNode;
  confirmLabel: string;
  /** The label of the button that closes without confirming (default 'Cancel'). */
  cancelLabel?: string;
  /** The confirm button's colour: 'error' for what cannot be undone, 'success' for an approval. Default 'primary'. */
  confirmColor?: 'primary' | 'error' | 'success' | 'warning';
  /** While the action runs: the confirm button spins, Cancel and closing wait. */
  pending?: boolean;
  /** The failure of the last attempt, shown in the dialog (it stays open so the person can try again). */
  error?: string | null;
  maxWidth?: 'xs' | 'sm';
  /** Stretch to `maxWidth` (default), or size to the text. */
  fullWidth?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action (a removal, an approval) and shows why it failed, if it did. Named by its title and described
 * by its text for screen readers; the one confirmation dialog of every area.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmColor = 'primary',
  pending = false,
  error,
  maxWidth = 'xs',
  fullWidth = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} component="div">
          {children}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
