import { messages, phoneSchema } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { PhoneField } from './phone-field';

const schema = v.object({ phone: phoneSchema });

it.each([
  ['123', messages.phoneMinLength],
  ['+49 30 1234 5678 9', messages.phoneMaxLength],
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

it('accepts a valid number and submits it', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<PhoneField name="phone" />, { schema, defaultValues: { phone: '' }, onSubmit });
  await user.type(screen.getByLabelText('Phone number'), '+49 30 1234567');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ phone: '+49 30 1234567' }, expect.anything());
});
