import { countryOptions } from '@fundnet/validation-schema';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { OptionsAutocomplete, type OptionsAutocompleteProps } from '../internal/options-autocomplete';

export type CountryPickerProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<OptionsAutocompleteProps<TFieldValues, TName>, 'options' | 'componentName' | 'label'> & {
  label?: OptionsAutocompleteProps<TFieldValues, TName>['label'];
};

/**
 * A country from validation-schema's `countryOptions` (ISO 3166-1 alpha-2 codes), searchable by
 * name. The form value is the code ('DE') or null; with `multiple`, an array of codes.
 */
export function CountryPicker<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ label = 'Country', ...props }: CountryPickerProps<TFieldValues, TName>) {
  return <OptionsAutocomplete<TFieldValues, TName> {...props} label={label} options={countryOptions} componentName="CountryPicker" />;
}
