import { messages, moneySchema } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { MoneyField, sanitizeAmount } from './money-field';

const schema = v.object({ closingGoal: moneySchema });

it('keeps digits and one decimal point', () => {
  expect(sanitizeAmount('1,250,000.50')).toBe('1250000.50');
  expect(sanitizeAmount('1.2.3')).toBe('1.23');
  expect(sanitizeAmount('abc')).toBe('');
});

it('shows the messages of the amount and the currency, then submits { value, currency }', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<MoneyField name="closingGoal" label="Closing goal" />, {
    schema,
    defaultValues: { closingGoal: { value: null, currency: null } },
    onSubmit,
  });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(messages.amountRequired)).toBeInTheDocument();
  expect(screen.getByText(messages.currencyRequired)).toBeInTheDocument();

  const amount = screen.getByLabelText('Closing goal');
  await user.type(amount, '1,250,000.5');
  expect(amount).toHaveValue('1250000.5');
  await user.click(screen.getByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByRole('option', { name: 'EUR · Euro' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ closingGoal: { value: 1250000.5, currency: 'EUR' } }, expect.anything());
});
