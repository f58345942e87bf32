import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type EmailFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<TextFieldProps<TFieldValues, TName>, 'type' | 'label'> & { label?: TextFieldProps<TFieldValues, TName>['label'] };

/** An e-mail address (validate it with validation-schema's `emailSchema` / `email()`). */
export function EmailField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ label = 'Email', slotProps, ...props }: EmailFieldProps<TFieldValues, TName>) {
  return (
    <TextField<TFieldValues, TName>
      autoComplete="email"
      componentName="EmailField"
      {...props}
      label={label}
      type="email"
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'email', spellCheck: false, ...(slotProps?.htmlInput as object) } }}
    />
  );
}
