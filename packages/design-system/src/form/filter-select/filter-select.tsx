import type { SxProps, Theme } from '@mui/material';
import { useId } from 'react';
import { NativeSelectBox } from '../internal/native-select-box';

export interface FilterSelectProps<TValue extends string | number> {
  label: string;
  value: TValue | '';
  onChange: (value: TValue | '') => void;
  options: readonly { value: TValue | ''; label: string }[];
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  id?: string;
}

/**
 * A filter that applies at once, one value from a short list (a feed's tag, a list's page size): the browser's own
 * select, outlined like every field (NativeSelectBox, ADR 0066). Not for forms: those use SelectField or
 * NativeSelectField.
 */
export function FilterSelect<TValue extends string | number>({
  label,
  value,
  onChange,
  options,
  size,
  fullWidth,
  sx,
  id,
}: FilterSelectProps<TValue>) {
  const fallbackId = useId();
  return (
    <NativeSelectBox
      id={id ?? fallbackId}
      label={label}
      value={String(value)}
      onChange={(chosen) => onChange(options.find((option) => String(option.value) === chosen)?.value ?? '')}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
    />
  );
}
