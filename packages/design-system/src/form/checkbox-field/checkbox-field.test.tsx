import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { CheckboxField } from './checkbox-field';

const schema = v.object({ terms: v.literal(true, 'Please accept the terms') });

it('shows the error under the checkbox and submits true once checked', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<CheckboxField name="terms" label="I accept the terms" />, { schema, defaultValues: { terms: false }, onSubmit });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please accept the terms')).toBeInTheDocument();
  const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
  expect(checkbox).toHaveAccessibleDescription('Please accept the terms');
  await user.click(checkbox);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ terms: true }, expect.anything());
});
