import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type DateFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<TextFieldProps<TFieldValues, TName>, 'type' | 'format' | 'parse'> & {
  /** Earliest date, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest date, 'YYYY-MM-DD'. */
  max?: string;
};

/** Keeps the date part of an ISO value ('2024-05-01T00:00:00Z' → '2024-05-01'). */
const toInputValue = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');

/**
 * A calendar date with the browser's native date input. The form value is the ISO date
 * 'YYYY-MM-DD' ('' when empty): validate with validation-schema's `isoDate()` / `optionalIsoDate()`.
 */
export function DateField<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>>({
  min,
  max,
  slotProps,
  ...props
}: DateFieldProps<TFieldValues, TName>) {
  return (
    <TextField<TFieldValues, TName>
      componentName="DateField"
      {...props}
      type="date"
      format={toInputValue}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: { min, max, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
