import { MONTH_YEAR_FORMAT } from '@fundnet/validation-schema';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type MonthYearFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<TextFieldProps<TFieldValues, TName>, 'type'>;

/**
 * A month and year typed as MM/YYYY (e.g. the co-investor's date of last investment). No input
 * mask: the schema (`monthYear()`, `monthYearSchema`) reports 'Invalid date format (MM/YYYY)'.
 */
export function MonthYearField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  placeholder = MONTH_YEAR_FORMAT,
  helperText = `Format ${MONTH_YEAR_FORMAT}`,
  slotProps,
  ...props
}: MonthYearFieldProps<TFieldValues, TName>) {
  return (
    <TextField<TFieldValues, TName>
      componentName="MonthYearField"
      autoComplete="off"
      {...props}
      placeholder={placeholder}
      helperText={helperText}
      type="text"
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', maxLength: 7, ...(slotProps?.htmlInput as object) } }}
    />
  );
}
