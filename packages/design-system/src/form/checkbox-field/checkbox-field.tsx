import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FieldProps, describedBy } from '../internal/field-props';
import { useFormField } from '../internal/use-form-field';

export type CheckboxFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = FieldProps<TFieldValues, TName>;

/** A yes/no choice (terms accepted, evergreen fund...); the form value is a boolean. */
export function CheckboxField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ name, control, label, helperText, required, disabled, id }: CheckboxFieldProps<TFieldValues, TName>) {
  const {
    field,
    errorMessage,
    invalid,
    id: inputId,
    helperTextId,
  } = useFormField<TFieldValues, TName>({
    name,
    control,
    id,
    component: 'CheckboxField',
  });
  const shownHelper = errorMessage ?? helperText;
  return (
    <FormControl error={invalid} required={required} disabled={disabled ?? field.disabled}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={inputId}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': invalid || undefined,
                'aria-describedby': describedBy(shownHelper ? helperTextId : undefined),
              } as React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> },
            }}
          />
        }
      />
      {shownHelper && (
        <FormHelperText id={helperTextId} sx={{ mt: -0.5 }}>
          {shownHelper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
