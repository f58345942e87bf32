import { Form, TextField, useValibotForm } from '@fundnet/design-system';
import { verifyCodeSchema } from '@fundnet/validation-schema';
import type { ReactNode } from 'react';

export interface CodeFormProps {
  /** Receives the trimmed code; throw the ApiError (a 422 on `code` shows under the field). */
  onSubmit: (code: string) => Promise<unknown>;
  label?: string;
  helperText?: ReactNode;
  submitLabel?: ReactNode;
  /** Buttons before the submit button (e.g. "Send a new code"). */
  actions?: ReactNode;
  defaultCode?: string;
  autoFocus?: boolean;
}

/** One code field (required, at least 5 characters: the spec's rule) and its submit button. */
export function CodeForm({
  onSubmit,
  label = 'Verification code',
  helperText = 'The 6-digit code from our message',
  submitLabel = 'Verify',
  actions,
  defaultCode = '',
  autoFocus = true,
}: CodeFormProps) {
  const form = useValibotForm(verifyCodeSchema, { defaultValues: { code: defaultCode } });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values.code)} submitLabel={submitLabel} actions={actions} aria-label={label}>
      <TextField
        name="code"
        label={label}
        helperText={helperText}
        required
        autoFocus={autoFocus}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false, autoCapitalize: 'none' } }}
      />
    </Form>
  );
}
