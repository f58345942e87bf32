import { TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

export interface ThingsFieldProps {
  name: 'likedThings' | 'improveThings';
  label: string;
  helperText: string;
}

/** A list of short texts edited as lines of a text area (one thing per line); the form value is the list. */
export function ThingsField({ name, label, helperText }: ThingsFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join('\n'));
  const id = useId();
  return (
    <TextField
      id={id}
      label={label}
      required
      multiline
      minRows={3}
      value={text}
      inputRef={field.ref}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(event.target.value.split('\n'));
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
