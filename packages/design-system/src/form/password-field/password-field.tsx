import { passwordRuleChecks } from '@fundnet/validation-schema';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FieldProps, describedBy } from '../internal/field-props';
import { InputField, type InputFieldProps } from '../internal/input-field';
import { useFormField } from '../internal/use-form-field';
import { visuallyHidden } from '../../internal/visually-hidden';

export type PasswordFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<FieldProps<TFieldValues, TName>, 'label'> &
  Pick<InputFieldProps, 'placeholder' | 'size' | 'sx' | 'fullWidth' | 'autoFocus'> & {
    label?: FieldProps<TFieldValues, TName>['label'];
    /**
     * Show the live checklist of the password rules (new passwords). Default true; set false for
     * a login or "current password" field.
     */
    showRules?: boolean;
    /** 'new-password' (default with rules) or 'current-password' (default without). */
    autoComplete?: 'new-password' | 'current-password';
  };

/**
 * A password with a show/hide toggle and, for new passwords, a checklist of the rules of
 * validation-schema's `passwordRuleChecks`, ticked as the user types.
 */
export function PasswordField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  name,
  control,
  label = 'Password',
  helperText,
  required,
  disabled,
  id,
  showRules = true,
  autoComplete = showRules ? 'new-password' : 'current-password',
  ...rest
}: PasswordFieldProps<TFieldValues, TName>) {
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
    component: 'PasswordField',
  });
  const [visible, setVisible] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';
  const shownHelper = errorMessage ?? helperText;
  const rulesId = `${inputId}-rules`;

  return (
    <Box>
      <InputField
        {...rest}
        id={inputId}
        name={field.name}
        label={label}
        required={required}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={disabled ?? field.disabled}
        error={invalid}
        helperText={shownHelper || undefined}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            autoCapitalize: 'none',
            'aria-describedby': describedBy(shownHelper ? helperTextId : undefined, showRules && rulesId),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={visible ? 'Hide password' : 'Show password'}
                  aria-controls={inputId}
                  aria-pressed={visible}
                  onClick={() => setVisible((shown) => !shown)}
                  onMouseDown={(event) => event.preventDefault()}
                  disabled={disabled ?? field.disabled}
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {showRules && (
        <Box
          component="ul"
          id={rulesId}
          aria-label="Password requirements"
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {passwordRuleChecks.map((rule) => {
            const met = rule.test(value);
            return (
              <Box
                component="li"
                key={rule.kind}
                data-rule={rule.kind}
                data-met={met}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  typography: 'body2',
                  color: met ? 'success.main' : 'text.secondary',
                }}
              >
                {met ? <CheckCircle fontSize="small" aria-hidden /> : <RadioButtonUnchecked fontSize="small" aria-hidden />}
                <span>{rule.label}</span>
                {/* The space keeps "characters (done)" two words for a screen reader that reads the spans inline. */}{' '}
                <Box component="span" sx={visuallyHidden}>
                  {met ? '(done)' : '(missing)'}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
