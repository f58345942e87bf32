import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type UrlFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<TextFieldProps<TFieldValues, TName>, 'type'>;

/**
 * A web address (website, LinkedIn, ...). A plain text input with the URL keyboard: the schema
 * (`urlSchema`, `optionalUrl`, `optionalLinkUrl`...) decides what is valid, e.g. "example.com".
 */
export function UrlField<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>>({
  placeholder = 'https://',
  slotProps,
  ...props
}: UrlFieldProps<TFieldValues, TName>) {
  return (
    <TextField<TFieldValues, TName>
      autoComplete="url"
      componentName="UrlField"
      {...props}
      placeholder={placeholder}
      type="text"
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
