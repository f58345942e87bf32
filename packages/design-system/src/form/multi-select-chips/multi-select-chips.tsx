import type { FieldPath, FieldValues } from 'react-hook-form';
import { OptionsAutocomplete, type OptionsAutocompleteProps } from '../internal/options-autocomplete';

export type MultiSelectChipsProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<OptionsAutocompleteProps<TFieldValues, TName>, 'multiple' | 'componentName'>;

/**
 * Several values from an option list ({ value, label }), chosen in an Autocomplete and shown as
 * chips. The form value is the array of chosen values (validate with e.g. `atLeastOne(...)`).
 */
export function MultiSelectChips<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: MultiSelectChipsProps<TFieldValues, TName>) {
  return <OptionsAutocomplete<TFieldValues, TName> {...props} multiple componentName="MultiSelectChips" />;
}
