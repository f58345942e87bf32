import { Autocomplete, Box, CircularProgress, TextField } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/** A value offered while typing: `value` is what is added, `label` and `detail` what the list shows. */
export interface FreeValueSuggestion {
  value: string;
  label: string;
  detail?: string;
}

export interface FreeValuesFieldProps {
  name: string;
  label: string;
  helperText?: ReactNode;
  placeholder?: string;
  /** Values to offer while typing (e.g. places from the API); anything typed can be added too. */
  suggestions?: readonly FreeValueSuggestion[];
  loading?: boolean;
  /** Called with the text being typed (to fetch suggestions for it). */
  onTextChange?: (text: string) => void;
  /** Called when the list opens (to start fetching suggestions). */
  onOpen?: () => void;
}

type Entry = FreeValueSuggestion | string;
const entryValue = (entry: Entry) => (typeof entry === 'string' ? entry : entry.value);

/** Adds `next` to the list: commas separate values, blanks and case-insensitive duplicates are dropped. */
export function mergeFreeValues(next: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of next.flatMap((entry) => entry.split(',')).map((entry) => entry.trim())) {
    if (value === '' || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    kept.push(value);
  }
  return kept;
}

/**
 * Several free-text values (tags, places) as chips: type and press Enter (or leave the field) to add
 * one, Backspace removes the last. The form value is the array of values.
 */
export function FreeValuesField({
  name,
  label,
  helperText,
  placeholder,
  suggestions = [],
  loading = false,
  onTextChange,
  onOpen,
}: FreeValuesFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const id = `free-values-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const values = Array.isArray(field.value) ? (field.value as string[]) : [];
  const chosen = new Set(values.map((value) => value.toLowerCase()));
  return (
    <Autocomplete<Entry, true, false, true>
      id={id}
      multiple
      freeSolo
      autoSelect
      size="small"
      fullWidth
      options={suggestions.filter((suggestion) => !chosen.has(suggestion.value.toLowerCase()))}
      // The suggestions already match what is typed (the API searched for it).
      filterOptions={(options) => options}
      getOptionLabel={(entry) => (typeof entry === 'string' ? entry : entry.label)}
      getOptionKey={(entry) => entryValue(entry)}
      isOptionEqualToValue={(option, value) => entryValue(option).toLowerCase() === entryValue(value).toLowerCase()}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{typeof option === 'string' ? option : option.label}</span>
          {typeof option !== 'string' && option.detail && (
            <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {option.detail}
            </Box>
          )}
        </Box>
      )}
      value={values}
      onChange={(_event, next) => field.onChange(mergeFreeValues(next.map(entryValue)))}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') onTextChange?.(text);
      }}
      onOpen={onOpen}
      onBlur={field.onBlur}
      loading={loading}
      loadingText="Looking for suggestions…"
      noOptionsText="Type and press Enter to add"
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          placeholder={values.length === 0 ? placeholder : undefined}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={16} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
