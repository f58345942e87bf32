import { type Option, currencyOptions } from '@fundnet/validation-schema';
import { MenuItem, TextField as MuiTextField, Stack } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { type FieldPath, type FieldValues, get, useController, useFormContext, useFormState } from 'react-hook-form';
import { firstErrorMessage } from '../internal/error-message';
import type { FieldProps } from '../internal/field-props';
import { useRegisterFieldNames } from '../internal/field-registry';

/** The form value of a MoneyField (validate with validation-schema's `moneySchema` / `optionalMoney()`). */
export interface MoneyValue {
  value: number | null;
  currency: string | null;
}

export type MoneyFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = FieldProps<TFieldValues, TName> & {
  /** Label of the currency select (default 'Currency'). */
  currencyLabel?: string;
  /** The currencies offered (default: validation-schema's `currencyOptions`). */
  currencies?: readonly Option[];
  placeholder?: string;
};

/** Keeps digits and one decimal point ('1,250,000.50' → '1250000.50'). */
export function sanitizeAmount(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}

function parseAmount(text: string): number | null {
  if (text === '' || text === '.') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

const formatAmount = (amount: unknown): string => (typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : '');

/**
 * An amount `{ value, currency }`: a decimal input and a currency select from the currency list.
 * Errors of the amount, its value and its currency show under the matching input.
 */
export function MoneyField<
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
  currencyLabel = 'Currency',
  currencies = currencyOptions,
  placeholder,
}: MoneyFieldProps<TFieldValues, TName>) {
  const context = useFormContext<TFieldValues>() as ReturnType<typeof useFormContext<TFieldValues>> | null;
  const formControl = control ?? context?.control;
  if (!formControl) throw new Error(`<MoneyField name="${name}"> needs a \`control\` prop or a <Form>/<FormProvider> around it.`);
  const { errors } = useFormState({ control: formControl, name });
  const amount = useController({ name: `${name}.value` as FieldPath<TFieldValues>, control: formControl });
  const currency = useController({ name: `${name}.currency` as FieldPath<TFieldValues>, control: formControl });

  const [text, setText] = useState(() => formatAmount(amount.field.value));
  // Follow values set from outside (reset, setValue) without fighting what the user is typing.
  useEffect(() => {
    setText((current) => (parseAmount(current) === (amount.field.value ?? null) ? current : formatAmount(amount.field.value)));
  }, [amount.field.value]);

  useRegisterFieldNames(name, amount.field.name, currency.field.name);
  const generatedId = useId();
  const inputId = id ?? `field${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // 'Amount is required' sits on the amount itself when the whole object is missing.
  const wholeError = (get(errors, name) as { message?: string } | undefined)?.message || undefined;
  const amountError = firstErrorMessage(amount.fieldState.error) ?? wholeError;
  const currencyError = firstErrorMessage(currency.fieldState.error);
  const isDisabled = disabled ?? amount.field.disabled;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <MuiTextField
        id={inputId}
        name={amount.field.name}
        label={label}
        required={required}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = sanitizeAmount(event.target.value);
          setText(next);
          amount.field.onChange(parseAmount(next));
        }}
        onBlur={amount.field.onBlur}
        inputRef={amount.field.ref}
        disabled={isDisabled}
        error={amountError !== undefined}
        helperText={amountError ?? helperText}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        sx={{ flex: 1 }}
      />
      <MuiTextField
        select
        id={`${inputId}-currency`}
        name={currency.field.name}
        label={currencyLabel}
        required={required}
        value={(currency.field.value as string | null | undefined) ?? ''}
        onChange={(event) => currency.field.onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={currency.field.onBlur}
        inputRef={currency.field.ref}
        disabled={isDisabled}
        error={currencyError !== undefined}
        helperText={currencyError}
        fullWidth={false}
        sx={{ width: 132, flexShrink: 0 }}
        slotProps={{
          select: { renderValue: (selected) => String(selected ?? ''), MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
        }}
      >
        {currencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.value} · {option.label}
          </MenuItem>
        ))}
      </MuiTextField>
    </Stack>
  );
}
