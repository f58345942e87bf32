import { Box } from '@mui/material';
import type { FocusEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldProps } from '../internal/field-props';
import { InputField, type InputFieldProps } from '../internal/input-field';
import { useFormField } from '../internal/use-form-field';

export type TextFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = FieldProps<TFieldValues, TName> &
  Omit<InputFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'helperText' | 'id' | 'inputRef'> & {
    /** Turns the form value into the input's text (default: `String(value ?? '')`). */
    format?: (value: unknown) => string;
    /** Turns the input's text into the form value (default: the text as typed). */
    parse?: (text: string) => unknown;
    /** The component name in error messages (wrappers set it). */
    componentName?: string;
    /**
     * The most characters the schema accepts: shows a live "N / max" counter beside the helper text, red once over.
     * Typing past it is not blocked (a paste is never cut short: nothing typed is lost); the schema's message says why.
     */
    maxLength?: number;
  };

const defaultFormat = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A text input bound to react-hook-form: label, helper text, and the field's error under it. */
export function TextField<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>>({
  name,
  control,
  label,
  helperText,
  id,
  disabled,
  format = defaultFormat,
  parse,
  componentName = 'TextField',
  onBlur,
  maxLength,
  ...rest
}: TextFieldProps<TFieldValues, TName>) {
  const { field, errorMessage, invalid, id: inputId } = useFormField<TFieldValues, TName>({ name, control, id, component: componentName });
  const shownHelper = errorMessage ?? helperText;
  const text = format(field.value);
  const over = maxLength !== undefined && text.length > maxLength;
  return (
    <InputField
      {...rest}
      id={inputId}
      name={field.name}
      label={label}
      value={text}
      onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
      onBlur={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      disabled={disabled ?? field.disabled}
      error={invalid || over}
      helperText={
        maxLength === undefined ? (
          shownHelper || undefined
        ) : (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{shownHelper}</span>
            <Box component="span" data-testid="character-counter" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              {`${text.length.toLocaleString('en')} / ${maxLength.toLocaleString('en')}`}
            </Box>
          </Box>
        )
      }
    />
  );
}
