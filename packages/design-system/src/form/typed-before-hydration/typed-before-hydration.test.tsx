import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import { Form } from '../form/form';
import { useValibotForm } from '../form/use-valibot-form';
import { TextField } from '../text-field/text-field';
import { FundnetThemeProvider } from '../../theme/fundnet-theme-provider';
import { FORM_READY_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from '../internal/form-element-attached';
import { recordTypedBeforeHydration } from './typed-before-hydration';

const schema = v.object({ email: v.pipe(v.string(), v.nonEmpty('Email is required')), remember: v.boolean() });

function SignIn({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useValibotForm(schema, { defaultValues: { email: '', remember: false } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sign in">
      <TextField name="email" label="Email" />
      <CheckboxField name="remember" label="Remember me" />
    </Form>
  );
}

const page = (onSubmit: (values: unknown) => void) => (
  <FundnetThemeProvider mode="light" cssBaseline={false}>
    <SignIn onSubmit={onSubmit} />
  </FundnetThemeProvider>
);

/** The page as the server sent it, and a visitor typing into it before any script ran (no React handler yet). */
function prerenderedAndTypedInto() {
  const region = document.createElement('main');
  region.innerHTML = renderToString(page(() => {}));
  document.body.append(region);
  const email = region.querySelector<HTMLInputElement>('input[name="email"]')!;
  email.value = 'early@example.com';
  email.dispatchEvent(new Event('input', { bubbles: true }));
  region.querySelector<HTMLInputElement>('input[name="remember"]')!.click();
  email.focus();
  return { region, email };
}

afterEach(() => document.body.replaceChildren());

it('types again, once hydrated, what the visitor typed into a prerendered form, and gives the focus back', async () => {
  const { region, email } = prerenderedAndTypedInto();
  recordTypedBeforeHydration(region);
  const onSubmit = jest.fn();
  render(page(onSubmit), { container: region, hydrate: true });

  const field = screen.getByRole('textbox', { name: 'Email' });
  expect(field).toBe(email); // hydrated: the same element, not drawn again
  await waitFor(() => expect(field).toHaveValue('early@example.com'));
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  expect(field).toHaveFocus();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'early@example.com', remember: true }, expect.anything()));
});

it('is what keeps it: hydrated without it, the form holds none of what was typed', async () => {
  const { region } = prerenderedAndTypedInto();
  const onSubmit = jest.fn();
  render(page(onSubmit), { container: region, hydrate: true });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('submits, once hydrated and with what was typed, a form its visitor submitted before the scripts ran', async () => {
  const { region } = prerenderedAndTypedInto();
  // The page's gate held the browser's own submit and marked the form (client-render-gate.ts).
  region.querySelector('form')!.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
  recordTypedBeforeHydration(region);
  const onSubmit = jest.fn();
  render(page(onSubmit), { container: region, hydrate: true });
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'early@example.com', remember: true }, expect.anything()));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(region.querySelector('form')!.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(false);
});

it('marks a form ready once React has it, and sends a held submit once, also where nothing was being recorded', async () => {
  const region = document.createElement('main');
  region.innerHTML = renderToString(page(() => {}));
  document.body.append(region);
  const form = region.querySelector('form')!;
  expect(form.hasAttribute(FORM_READY_ATTRIBUTE)).toBe(false); // the server's HTML: the page's gate holds its submits
  form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
  const onSubmit = jest.fn();
  render(page(onSubmit), { container: region, hydrate: true });
  expect(form.hasAttribute(FORM_READY_ATTRIBUTE)).toBe(true);
  // Nothing typed: the schema's error shows instead of a submit, and the press was not lost (the form validated).
  await waitFor(() => expect(screen.getByText('Email is required')).toBeInTheDocument());
  expect(onSubmit).not.toHaveBeenCalled();
  expect(form.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(false);
});
