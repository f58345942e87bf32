import { emailSchema } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { EmailField } from './email-field';

const schema = v.object({ email: emailSchema });

it('renders an email input labelled Email', () => {
  renderInForm(<EmailField name="email" />, { schema, defaultValues: { email: '' } });
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
});

it("shows 'Invalid email address' after blur and 'Email is required' on submit when empty", async () => {
  const user = userEvent.setup({ delay: null });
  renderInForm(<EmailField name="email" />, { schema, defaultValues: { email: '' } });
  const input = screen.getByLabelText('Email');
  await user.type(input, 'not-an-email');
  await user.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  await user.clear(input);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
});
