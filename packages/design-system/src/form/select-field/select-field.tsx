import type { Option } from '@fundnet/validation-schema';
import { MenuItem, TextField as MuiTextField, type TextFieldProps as MuiTextFieldProps } from '@mui/material';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldProps } from '../internal/field-props';
import { useFormField } from '../internal/use-form-field';

export type SelectFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = FieldProps<TFieldValues, TName> &
  Pick<MuiTextFieldProps, 'size' | 'sx' | 'fullWidth'> & {
    options: readonly Option<string | number>[];
    /** Adds a first entry that clears the value (stored as null), with this text. */
    emptyOptionLabel?: string;
  };

/** One value from a short option list ({ value, label }); the form value is the option's value or null. */
export function SelectField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ name, control, label, helperText, required, disabled, id, options, emptyOptionLabel, ...rest }: SelectFieldProps<TFieldValues, TName>) {
  const { field, errorMessage, invalid, id: inputId } = useFormField<TFieldValues, TName>({ name, control, id, component: 'SelectField' });
  const known = options.some((option) => option.value === field.value);
  return (
    <MuiTextField
      {...rest}
      select
      id={inputId}
      name={field.name}
      label={label}
      required={required}
      value={known ? field.value : ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === String(event.target.value));
        field.onChange(chosen ? chosen.value : null);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled ?? field.disabled}
      error={invalid}
      helperText={(errorMessage ?? helperText) || undefined}
    >
      {emptyOptionLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyOptionLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
