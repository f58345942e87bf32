import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import type { FocusEventHandler, ReactNode, Ref } from 'react';

export interface NativeSelectBoxProps {
  id: string;
  name?: string;
  label: ReactNode;
  /** The chosen option's value as the select holds it (a string; '' for none). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLElement>;
  inputRef?: Ref<HTMLSelectElement>;
  options: readonly { value: string; label: string }[];
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The browser's own select, outlined like every field (FilterSelect, NativeSelectField; ADR 0066): MUI's FormControl,
 * InputLabel and OutlinedInput around a native `<select>`, none of MUI Select's menu, popover, modal and focus trap
 * (≈ 14 KB gzip on a page's first load), and the platform's picker on touch devices. The label stays above the value:
 * a native select always shows its chosen option.
 */
export function NativeSelectBox({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  helperText,
  required,
  disabled,
  error,
  size,
  fullWidth,
  sx,
}: NativeSelectBoxProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl size={size} fullWidth={fullWidth} required={required} disabled={disabled} error={error} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        inputProps={helperId ? { 'aria-describedby': helperId } : undefined}
        input={<OutlinedInput notched label={label} />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
