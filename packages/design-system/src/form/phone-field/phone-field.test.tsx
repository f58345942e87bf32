import { messages, phoneSchema } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { PhoneField } from './phone-field';

const schema = v.object({ phone: phoneSchema });

it.each([
  ['123', messages.phoneMinLength],
  ['+49 30 1234 5678 9012 3', messages.phoneMaxLength],
  ['030 1234567', messages.phoneCountryCode],
  ['phone-number', messages.phoneFormat],
])("shows the spec's message for %p", async (typed, message) => {
  const user = userEvent.setup({ delay: null });
  renderInForm(<PhoneField name="phone" />, { schema, defaultValues: { phone: '' } });
  const input = screen.getByLabelText('Phone number');
  expect(input).toHaveAttribute('type', 'tel');
  await user.type(input, typed);
  await user.tab();
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('accepts the spaced number its hint shows and submits it in E.164', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<PhoneField name="phone" />, { schema, defaultValues: { phone: '' }, onSubmit });
  expect(screen.getByText(/e\.g\. \+41 79 123 45 67/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Phone number'), '+41 79 123 45 67');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ phone: '+41791234567' }, expect.anything());
});
