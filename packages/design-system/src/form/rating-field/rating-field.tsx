import { type Option, ratingScaleOptions } from '@fundnet/validation-schema';
import { Box, FormControl, FormHelperText, FormLabel, Rating, type RatingProps } from '@mui/material';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldProps } from '../internal/field-props';
import { useFormField } from '../internal/use-form-field';

export type RatingFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = FieldProps<TFieldValues, TName> &
  Pick<RatingProps, 'size'> & {
    /** The scale and its labels (default: validation-schema's `ratingScaleOptions`, 1 to 5). */
    scale?: readonly Option<number>[];
  };

/**
 * A 1-to-5 rating with the labels of the rating scale ('Poor' ... 'Excellent'), in a fieldset
 * named by the label. The form value is the number or null.
 */
export function RatingField<
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
  size = 'large',
  scale = ratingScaleOptions,
}: RatingFieldProps<TFieldValues, TName>) {
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
    component: 'RatingField',
  });
  const [hover, setHover] = useState(-1);
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : null;
  const labelOf = (rating: number) => scale.find((option) => option.value === rating)?.label ?? String(rating);
  const shownValue = hover !== -1 ? hover : value;
  const shownHelper = errorMessage ?? helperText;
  const labelId = `${inputId}-label`;

  return (
    <FormControl
      component="fieldset"
      error={invalid}
      required={required}
      disabled={disabled ?? field.disabled}
      aria-describedby={shownHelper ? helperTextId : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Rating
          name={field.name}
          value={value}
          max={scale.length}
          size={size}
          disabled={disabled ?? field.disabled}
          getLabelText={(rating) => `${rating} of ${scale.length}: ${labelOf(rating)}`}
          onChange={(_event, next) => {
            if (next !== null && !Number.isFinite(next)) return; // pointer maths without layout (jsdom)
            field.onChange(next);
            field.onBlur();
          }}
          onChangeActive={(_event, active) => setHover(Number.isFinite(active) && active > 0 ? active : -1)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
        {shownValue !== null && (
          <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }} aria-hidden>
            {labelOf(shownValue)}
          </Box>
        )}
      </Box>
      {shownHelper && <FormHelperText id={helperTextId}>{shownHelper}</FormHelperText>}
    </FormControl>
  );
}
