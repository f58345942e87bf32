import { Dialog, type DialogProps } from '@mui/material';
import { UnsavedChangesProvider, useDirtyReports, useUnsavedChangesGuard } from './unsaved-changes';

export interface FormDialogProps extends Omit<DialogProps, 'onClose'> {
  /** Closes the dialog: after a discard was confirmed, or at once when nothing is unsaved. */
  onClose: () => void;
  /** Unsaved input besides the `Form`s inside (which report by themselves). */
  dirty?: boolean;
}

/**
 * MUI's Dialog for a form. While a `Form` inside holds unsaved input, a click outside, Escape and the browser's Back ask
 * "Discard unsaved changes?" before closing; without unsaved input they close at once. Back closes the dialog rather
 * than leaving the page behind it. The dialog's own Cancel button (calling `onClose` itself) closes without asking.
 */
export function FormDialog({ open, onClose, dirty = false, children, ...props }: FormDialogProps) {
  const [formsDirty, report] = useDirtyReports();
  const isDirty = dirty || formsDirty;
  const guard = useUnsavedChangesGuard(isDirty, { kind: 'dialog', active: open, onClose });
  const handleClose = () => {
    if (!isDirty) onClose();
    else void guard.confirmDiscard().then((discard) => discard && onClose());
  };
  return (
    <>
      <Dialog open={open} onClose={handleClose} {...props}>
        <UnsavedChangesProvider value={report}>{children}</UnsavedChangesProvider>
      </Dialog>
      {guard.dialog}
    </>
  );
}
