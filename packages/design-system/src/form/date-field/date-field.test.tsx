import { isoDate } from '@fundnet/validation-schema';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { DateField } from './date-field';

const schema = v.object({ closingDate: isoDate('Closing date is required') });

it('is a labelled native date input that submits an ISO date', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<DateField name="closingDate" label="Closing date" />, { schema, defaultValues: { closingDate: '' }, onSubmit });
  const input = screen.getByLabelText('Closing date');
  expect(input).toHaveAttribute('type', 'date');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Closing date is required')).toBeInTheDocument();
  fireEvent.change(input, { target: { value: '2025-03-31' } });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ closingDate: '2025-03-31' }, expect.anything());
});
