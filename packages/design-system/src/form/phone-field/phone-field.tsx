import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '@fundnet/validation-schema';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type PhoneFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<TextFieldProps<TFieldValues, TName>, 'type' | 'label'> & { label?: TextFieldProps<TFieldValues, TName>['label'] };

/**
 * A phone number with its country code, typed as people write it (spaces, dashes, parentheses, a leading '+' or '00').
 * Validate it with validation-schema's `phoneSchema` / `optionalPhoneSchema`: they show the spec's messages and hand the
 * form the number in E.164 (`+41791234567`), which is what the server stores.
 */
export function PhoneField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  label = 'Phone number',
  helperText = `With the country code, e.g. +41 79 123 45 67 (${PHONE_MIN_LENGTH} to ${PHONE_MAX_LENGTH} digits)`,
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
