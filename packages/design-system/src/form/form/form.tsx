import { Alert, Box, Button, type ButtonProps, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormContext, useFormState } from 'react-hook-form';
import { FieldRegistryProvider, useCreateFieldRegistry } from '../internal/field-registry';
import { useReportUnsavedChanges } from '../unsaved-changes/unsaved-changes';
import { applyApiErrorToForm } from './api-error-to-form';
import { formElementAttached } from '../internal/form-element-attached';

export interface FormProps<TFieldValues extends FieldValues, TContext, TTransformedValues>
  extends Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children' | 'noValidate' | 'onError'> {
  /** What `useValibotForm` (or `useForm`) returned. */
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /**
   * Called with the validated values. Throw (or reject with) the api-client's ApiError: a 422's
   * field errors land on their fields, anything else on the form's root error.
   */
  onSubmit: (values: TTransformedValues, form: UseFormReturn<TFieldValues, TContext, TTransformedValues>) => unknown;
  /** Called with any error `onSubmit` threw, after it was shown on the form. */
  onSubmitError?: (error: unknown) => void;
  children?: ReactNode;
  /** Text of the submit button (default 'Save'). */
  submitLabel?: ReactNode;
  /** Buttons before the submit button (e.g. Cancel). */
  actions?: ReactNode;
  /** Render no action row (place `<FormRootError />` and `<SubmitButton />` yourself). */
  hideActions?: boolean;
}

/**
 * A `<form noValidate>` with react-hook-form's context: fields inside find the form by themselves.
 * Server errors of the submit are mapped onto the fields (422) or shown above the submit button.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  form,
  onSubmit,
  onSubmitError,
  children,
  submitLabel = 'Save',
  actions,
  hideActions = false,
  ...formProps
}: FormProps<TFieldValues, TContext, TTransformedValues>) {
  const registry = useCreateFieldRegistry();
  // Inside an UnsavedChangesGuard or a FormDialog, unsaved input holds navigation until the person discards it.
  const { isDirty } = useFormState({ control: form.control });
  const guarded = useReportUnsavedChanges(isDirty);

  const isField = (name: string): boolean => {
    if (registry.has(name)) return true;
    // Fields registered directly with form.register / Controller (react-hook-form's own bookkeeping).
    const mounted = (form.control as unknown as { _names?: { mount?: Set<string> } })._names?.mount;
    return mounted?.has(name) ?? false;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submit = form.handleSubmit(async (values) => {
      try {
        await onSubmit(values, form);
        // Saved: what is shown is now the stored state, so leaving no longer asks (onSubmit may have reset it itself).
        if (guarded) form.reset(form.getValues(), { keepIsSubmitSuccessful: true });
      } catch (error) {
        applyApiErrorToForm(form.setError, error, { isField });
        onSubmitError?.(error);
        throw error; // so react-hook-form records an unsuccessful submit (isSubmitSuccessful false)
      }
    });
    submit(event).catch(() => {
      // Already shown on the form and handed to onSubmitError.
    });
  };

  return (
    <FormProvider {...form}>
      <FieldRegistryProvider registry={registry}>
        <Box component="form" ref={formElementAttached} noValidate onSubmit={handleSubmit} {...formProps}>
          <Stack spacing={2.5}>
            {children}
            {!hideActions && (
              <>
                <FormRootError />
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  {actions}
                  <SubmitButton>{submitLabel}</SubmitButton>
                </Stack>
              </>
            )}
          </Stack>
        </Box>
      </FieldRegistryProvider>
    </FormProvider>
  );
}

/** The form-level error (server errors without a field, failed submits), as an alert. */
export function FormRootError() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const root = errors.root as (Record<string, { message?: string }> & { message?: string }) | undefined;
  const message = root?.server?.message ?? root?.message;
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
      {message}
    </Alert>
  );
}

/**
 * The submit button: shows a spinner and is disabled while the form submits.
 * Pressing it does not take the focus from the field being typed in: that field's blur would show its error (touched),
 * the error line would push the button down between mouse down and mouse up, and the click would be lost (seen with
 * the event form's URL fields). The submit validates every field anyway and focuses the first wrong one.
 */
export function SubmitButton({ children = 'Save', onMouseDown, ...props }: ButtonProps) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <Button
      type="submit"
      variant="contained"
      loading={isSubmitting}
      onMouseDown={(event) => {
        event.preventDefault();
        onMouseDown?.(event);
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
