import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { firstErrorMessage } from './error-message';
import { useRegisterFieldNames } from './field-registry';

export interface UseFormFieldOptions<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> {
  name: TName;
  control?: Control<TFieldValues, any, any>;
  /** The input's id (default: generated). */
  id?: string;
  /** The component name, for the error when no form is around it. */
  component: string;
}

/**
 * A react-hook-form controller for one design-system field: the control from the prop or from the
 * surrounding form, the first error message, and ids for label and helper text.
 */
export function useFormField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  control,
  id,
  component,
}: UseFormFieldOptions<TFieldValues, TName>) {
  const context = useFormContext<TFieldValues>() as ReturnType<typeof useFormContext<TFieldValues>> | null;
  if (!control && !context) {
    throw new Error(`<${component} name="${name}"> needs a \`control\` prop or a <Form>/<FormProvider> around it.`);
  }
  const formControl = control ?? context?.control;
  const controller = useController<TFieldValues, TName>({ name, control: formControl });
  useRegisterFieldNames(name);
  const generatedId = useId();
  const inputId = id ?? `field${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // In the default 'onTouched' mode a field shows its error once it was left, after a submit, or when the server put
  // it there. Without this, leaving one row of a list validates the whole row and an untouched neighbour ('Answer is
  // required') shows a stale error while it is being filled in; its removal on blur moved the Save button under the
  // pointer and lost the click. Forms validated live ('onChange', 'all': filter panels) show errors as they come.
  const { error, isTouched } = controller.fieldState;
  const mode = formControl?._options.mode;
  const live = mode === 'onChange' || mode === 'all';
  const shown = live || isTouched || controller.formState.isSubmitted || error?.type === 'server';
  const errorMessage = shown ? firstErrorMessage(error) : undefined;
  return {
    ...controller,
    errorMessage,
    invalid: errorMessage !== undefined,
    id: inputId,
    helperTextId: `${inputId}-helper-text`,
  };
}
