import { geographyOptions } from '@fundnet/validation-schema';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { OptionsAutocomplete, type OptionsAutocompleteProps } from '../internal/options-autocomplete';

export type GeographyPickerProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<OptionsAutocompleteProps<TFieldValues, TName>, 'options' | 'componentName' | 'label'> & {
  label?: OptionsAutocompleteProps<TFieldValues, TName>['label'];
};

/**
 * A geography (region) from validation-schema's `geographyOptions`. The form value is the value
 * ('dach') or null; with `multiple` (investor focus geographies), an array shown as chips.
 */
export function GeographyPicker<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ label = 'Geography', ...props }: GeographyPickerProps<TFieldValues, TName>) {
  return <OptionsAutocomplete<TFieldValues, TName> {...props} label={label} options={geographyOptions} componentName="GeographyPicker" />;
}
