import { InputAdornment, TextField as MuiTextField } from '@mui/material';
import type { ReactElement } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { InputField, type InputFieldProps } from './input-field';

/** The markup without emotion's generated class names (they hash each component's styles, not its structure). */
function markupOf(element: ReactElement): string {
  const { container, unmount } = renderWithTheme(element);
  const html = container.innerHTML.replace(/ ?css-[^\s"]+/g, '').replace(/ class=""/g, '');
  unmount();
  return html;
}

const cases: [string, InputFieldProps][] = [
  ['a labelled box with helper text', { id: 'name', name: 'name', label: 'Company name', helperText: 'As registered', value: '' }],
  ['required and in error', { id: 'email', label: 'E-mail', helperText: 'Enter an e-mail', required: true, error: true, value: 'x' }],
  ['disabled, small, with a placeholder', { id: 'city', label: 'City', disabled: true, size: 'small', placeholder: 'Berlin', value: '' }],
  ['multiline with rows', { id: 'bio', label: 'Bio', multiline: true, minRows: 3, value: 'Hello' }],
  ['without a label', { id: 'q', placeholder: 'Search', value: '' }],
  [
    'with an adornment and input attributes',
    {
      id: 'pw',
      label: 'Password',
      type: 'password',
      value: 'secret',
      autoComplete: 'current-password',
      slotProps: {
        htmlInput: { spellCheck: false, 'aria-describedby': 'rules' },
        input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
      },
    },
  ],
  ['with a shrunk label', { id: 'd', label: 'Date', type: 'date', value: '', slotProps: { inputLabel: { shrink: true } } }],
];

it.each(cases)("renders MUI TextField's markup: %s", (_name, props) => {
  const noop = () => {};
  expect(markupOf(<InputField onChange={noop} {...props} />)).toBe(markupOf(<MuiTextField onChange={noop} {...(props as object)} />));
});
