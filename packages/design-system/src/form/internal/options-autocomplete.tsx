import type { Option } from '@fundnet/validation-schema';
import { Autocomplete, TextField as MuiTextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFormField } from './use-form-field';

export type OptionValue = string | number;

export type OptionsAutocompleteProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = FieldProps<TFieldValues, TName> & {
  options: readonly Option<OptionValue>[];
  /** Several values (an array in the form) shown as chips; default false (one value or null). */
  multiple?: boolean;
  placeholder?: string;
  /** Text when typing matches nothing. */
  noOptionsText?: ReactNode;
  /** Most chips shown while the field is not focused (default: all). */
  limitTags?: number;
  componentName: string;
};

/**
 * Autocomplete over an option list, storing option values (not option objects) in the form:
 * a value or null, or an array of values with `multiple`.
 */
export function OptionsAutocomplete<
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
  multiple = false,
  placeholder,
  noOptionsText = 'No matches',
  limitTags,
  componentName,
}: OptionsAutocompleteProps<TFieldValues, TName>) {
  const { field, errorMessage, invalid, id: inputId } = useFormField<TFieldValues, TName>({ name, control, id, component: componentName });
  const byValue = new Map(options.map((option) => [option.value, option]));
  const selected: Option<OptionValue>[] = multiple
    ? (Array.isArray(field.value) ? (field.value as OptionValue[]) : [])
        .map((value) => byValue.get(value))
        .filter((option): option is Option<OptionValue> => option !== undefined)
    : [];
  const single = multiple ? null : (byValue.get(field.value as OptionValue) ?? null);

  return (
    <Autocomplete<Option<OptionValue>, boolean, false, false>
      id={inputId}
      multiple={multiple}
      options={options}
      value={multiple ? selected : single}
      onChange={(_event, next) => {
        if (Array.isArray(next)) field.onChange(next.map((option) => option.value));
        else field.onChange(next ? next.value : null);
      }}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      filterSelectedOptions={multiple}
      disableCloseOnSelect={multiple}
      limitTags={limitTags}
      disabled={disabled ?? field.disabled}
      noOptionsText={noOptionsText}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          label={label}
          required={required}
          placeholder={multiple && selected.length > 0 ? undefined : placeholder}
          inputRef={field.ref}
          error={invalid}
          helperText={(errorMessage ?? helperText) || undefined}
        />
      )}
    />
  );
}
