import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface RadioQuestionProps<TFieldValues extends FieldValues> {
  name: FieldPath<TFieldValues>;
  control: Control<TFieldValues, any, any>;
  /** Small text above the question (its topic). */
  overline?: string;
  question: string;
  options: readonly { value: string; label: string }[];
  /** Lay the options out in a row (yes / no). */
  row?: boolean;
}

/**
 * One question with radio answers, bound to react-hook-form: a labelled radio group (arrow keys
 * move between answers) with its error message under it.
 */
export function RadioQuestion<TFieldValues extends FieldValues>({
  name,
  control,
  overline,
  question,
  options,
  row = false,
}: RadioQuestionProps<TFieldValues>) {
  const id = useId();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <FormControl error={Boolean(error)} required component="fieldset" sx={{ display: 'block' }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
        {overline && (
          <Typography component="span" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6 }}>
            {overline}
          </Typography>
        )}
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {question}
        </Typography>
      </FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } as object }} />}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
