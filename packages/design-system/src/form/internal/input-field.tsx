import {
  FormControl,
  type FormControlProps,
  FormHelperText,
  type FormHelperTextProps,
  type InputBaseComponentProps,
  InputLabel,
  type InputLabelProps,
  OutlinedInput,
  type OutlinedInputProps,
  useThemeProps,
} from '@mui/material';
import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';

export interface InputFieldProps
  extends Pick<
    FormControlProps,
    'className' | 'sx' | 'fullWidth' | 'size' | 'margin' | 'required' | 'disabled' | 'error' | 'color' | 'style' | 'onKeyDown'
  > {
  id?: string;
  name?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  value?: unknown;
  defaultValue?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  rows?: number | string;
  minRows?: number | string;
  maxRows?: number | string;
  /** The parts' props, as MUI's TextField names them. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField without its `select` mode, for the design-system's text inputs (ADR 0061).
 *
 * MUI's TextField imports Select, and with it Menu, Popover, Modal, the focus trap and two more input variants, on
 * every page with a text box (≈ 14 KB gzip: /login, /signup, /contact and most remote pages). This composes the same
 * parts TextField renders for a text box (FormControl, InputLabel, OutlinedInput, FormHelperText), with the same ids,
 * `aria-describedby`, the `MuiTextField-root` class and the theme's MuiTextField defaults, so the DOM and the look are
 * unchanged. Fields that choose from a list (SelectField, MoneyField's currency) keep MUI's TextField.
 */
export function InputField(inProps: InputFieldProps) {
  const {
    id: idOverride,
    name,
    label,
    helperText,
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    inputRef,
    type,
    placeholder,
    autoComplete,
    autoFocus = false,
    multiline = false,
    rows,
    minRows,
    maxRows,
    slotProps = {},
    className,
    fullWidth = false,
    required = false,
    disabled = false,
    error = false,
    color = 'primary',
    ...formControl
  } = useThemeProps({ props: inProps, name: 'MuiTextField' }) as InputFieldProps;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { shrink, ...inputLabelProps } = slotProps.inputLabel ?? {};
  return (
    <FormControl
      {...formControl}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={error}
      color={color}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} shrink={shrink} {...inputLabelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(shrink === undefined ? {} : { notched: shrink })}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
