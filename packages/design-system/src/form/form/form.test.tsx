import { ApiCancelError, ApiError, apiErrorFromResponse } from '@fundnet/api-client';
import { emailSchema, requiredString } from '@fundnet/validation-schema';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { EmailField } from '../email-field/email-field';
import { TextField } from '../text-field/text-field';
import { FundnetThemeProvider } from '../../theme/fundnet-theme-provider';
import { Form } from './form';
import { useValibotForm } from './use-valibot-form';

const schema = v.object({ email: emailSchema, companyName: requiredString('Company name is a required') });
const defaultValues = { email: 'jane@example.com', companyName: ' Acme ' };
const fields = (
  <>
    <EmailField name="email" />
    <TextField name="companyName" label="Company name" />
  </>
);

it('submits the schema output (trimmed)', async () => {
  const onSubmit = jest.fn();
  renderInForm(fields, { schema, defaultValues, onSubmit });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com', companyName: 'Acme' }, expect.anything());
});

it('validates on touch (onTouched): no error while first typing, one after leaving the field', async () => {
  const user = userEvent.setup({ delay: null });
  renderInForm(fields, { schema, defaultValues: { email: '', companyName: '' } });
  await user.type(screen.getByLabelText('Email'), 'jane@');
  expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  await user.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
});

it('pressing Save keeps the focus in the field, so its error appearing cannot move the button away from the click', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(fields, { schema, defaultValues: { email: '', companyName: '' }, onSubmit });
  await user.type(screen.getByLabelText('Email'), 'jane@');
  const save = screen.getByRole('button', { name: 'Save' });
  // Mouse down does not blur the field (no error line is added under it before mouse up)...
  expect(fireEvent.mouseDown(save)).toBe(false);
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  // ...and the click submits: every field is checked and shows its error.
  await user.click(save);
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByText('Company name is a required')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it("maps a 422's fieldErrors onto the fields and unknown fields onto the root error", async () => {
  const onSubmit = jest.fn().mockRejectedValue(
    apiErrorFromResponse(422, {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Validation failed',
      errors: { email: ['Email is already registered'], slug: ['Slug is taken'], _root: ['Company already exists'] },
    }),
  );
  renderInForm(fields, { schema, defaultValues, onSubmit });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  const email = screen.getByLabelText('Email');
  await waitFor(() => expect(email).toHaveAccessibleDescription('Email is already registered'));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveFocus();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Slug is taken');
  expect(alert).toHaveTextContent('Company already exists');
  expect(alert).not.toHaveTextContent('Email is already registered');
  // The root error sits above the submit button.
  expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Save' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it("shows another API error's message on the root error and clears it on the next submit", async () => {
  const onSubmit = jest
    .fn()
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 409, error: 'Conflict', message: 'This closing already exists' }))
    .mockResolvedValueOnce(undefined);
  renderInForm(fields, { schema, defaultValues, onSubmit: (values) => onSubmit(values) });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This closing already exists');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

it('ignores a cancelled request', async () => {
  const onSubmit = jest.fn().mockRejectedValue(new ApiCancelError());
  renderInForm(fields, { schema, defaultValues, onSubmit });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('renders the page that holds a form once as it mounts, not a second time for react-hook-form (patched)', async () => {
  // react-hook-form 7.55+ sets `isReady` in its host's state after mounting, which re-rendered the whole page that
  // called useForm (every field, in the commit that hydrated a start page). Nothing here reads `isReady`; the patch
  // (patches/react-hook-form@7.92.0.patch) sets it only for a host that read it.
  let renders = 0;
  function Page() {
    renders += 1;
    const form = useValibotForm(schema, { defaultValues });
    return (
      <FundnetThemeProvider mode="light" cssBaseline={false}>
        <Form form={form} onSubmit={() => {}} aria-label="Company">
          {fields}
        </Form>
      </FundnetThemeProvider>
    );
  }
  render(<Page />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue(' Acme ');
  expect(renders).toBe(1);
});
