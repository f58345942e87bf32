import type { Option } from '@fundnet/validation-schema';
import type { SxProps, Theme } from '@mui/material';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldProps } from '../internal/field-props';
import { NativeSelectBox } from '../internal/native-select-box';
import { useFormField } from '../internal/use-form-field';

export type NativeSelectFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = FieldProps<TFieldValues, TName> & {
  options: readonly Option<string | number>[];
  /** The first entry, that clears the value (stored as null); "Choose…" when left out and nothing is chosen yet. */
  emptyOptionLabel?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * SelectField's twin as the browser's own select (NativeSelectBox, ADR 0066), for a form on a page whose first load
 * counts (/contact's message type): the form value is the option's value or null, errors and helper text as every
 * field.
 */
export function NativeSelectField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  name,
  control,
  label,
  helperText,
  required,
  disabled,
  id,
  options,
  emptyOptionLabel,
  size,
  fullWidth,
  sx,
}: NativeSelectFieldProps<TFieldValues, TName>) {
  const {
    field,
    errorMessage,
    invalid,
    id: inputId,
  } = useFormField<TFieldValues, TName>({ name, control, id, component: 'NativeSelectField' });
  const known = options.some((option) => option.value === field.value);
  const choices = options.map((option) => ({ value: String(option.value), label: option.label }));
  const withEmpty = emptyOptionLabel !== undefined || !known ? [{ value: '', label: emptyOptionLabel ?? 'Choose…' }, ...choices] : choices;
  return (
    <NativeSelectBox
      id={inputId}
      name={field.name}
      label={label}
      value={known ? String(field.value) : ''}
      onChange={(chosen) => field.onChange(options.find((option) => String(option.value) === chosen)?.value ?? null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      options={withEmpty}
      helperText={(errorMessage ?? helperText) || undefined}
      required={required}
      disabled={disabled ?? field.disabled}
      error={invalid}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
    />
  );
}
