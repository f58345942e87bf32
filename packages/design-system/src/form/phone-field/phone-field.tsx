import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '@fundnet/validation-schema';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type PhoneFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<TextFieldProps<TFieldValues, TName>, 'type' | 'label'> & { label?: TextFieldProps<TFieldValues, TName>['label'] };

/**
 * A phone number, 7 to 15 characters with an optional leading '+' (validate it with
 * validation-schema's `phoneSchema` / `optionalPhoneSchema`, whose messages it shows).
 */
export function PhoneField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  label = 'Phone number',
  helperText = `${PHONE_MIN_LENGTH} to ${PHONE_MAX_LENGTH} characters, e.g. +49 30 1234567`,
  slotProps,
  ...props
}: PhoneFieldProps<TFieldValues, TName>) {
  return (
    <TextField<TFieldValues, TName>
      autoComplete="tel"
      componentName="PhoneField"
      {...props}
      label={label}
      helperText={helperText}
      type="tel"
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'tel', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
