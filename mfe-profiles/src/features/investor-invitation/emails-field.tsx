import { Autocomplete, Chip, TextField as MuiTextField } from '@mui/material';
import { type Control, Controller, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';

/** Addresses typed or pasted together ("a@x.com, b@y.com") become one chip each. */
export function splitEmails(values: readonly string[]): string[] {
  const emails = values.flatMap((value) => value.split(/[\s,;]+/)).filter((email) => email !== '');
  return [...new Set(emails)];
}

/** The first message about the e-mails: the list's own ('At least one email is required') or an address's. */
function emailsError(error: FieldErrors[string]): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  const items = Array.isArray(error) ? error : Object.values(error);
  for (const item of items)
    if (item && typeof (item as { message?: unknown }).message === 'string') return (item as { message: string }).message;
  return undefined;
}

/** Several e-mail addresses as chips: Enter after each, or paste a list. */
export function EmailsField<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: Path<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.invalid ? emailsError(fieldState.error as FieldErrors[string]) : undefined;
        const itemErrors = Array.isArray(fieldState.error) ? (fieldState.error as unknown[]) : [];
        return (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={[] as string[]}
            value={(field.value as string[] | undefined) ?? []}
            onChange={(_event, value) => field.onChange(splitEmails(value as string[]))}
            onBlur={field.onBlur}
            renderValue={(value, getItemProps) =>
              value.map((email, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} {...itemProps} label={email} size="small" color={itemErrors[index] ? 'error' : 'default'} />;
              })
            }
            renderInput={(params) => (
              <MuiTextField
                {...params}
                inputRef={field.ref}
                name={field.name}
                label={label}
                required
                error={Boolean(message)}
                helperText={message ?? 'Press Enter after each address, or paste several separated by commas.'}
              />
            )}
          />
        );
      }}
    />
  );
}
