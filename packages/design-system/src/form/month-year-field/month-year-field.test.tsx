import { messages, monthYear } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { MonthYearField } from './month-year-field';

const schema = v.object({ lastInvestment: monthYear(messages.lastInvestmentRequired) });

it("shows 'Invalid date format (MM/YYYY)' for a wrong month and accepts MM/YYYY", async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<MonthYearField name="lastInvestment" label="Date of last investment" />, {
    schema,
    defaultValues: { lastInvestment: '' },
    onSubmit,
  });
  const input = screen.getByLabelText('Date of last investment');
  expect(input).toHaveAttribute('placeholder', 'MM/YYYY');
  await user.type(input, '13/2024');
  await user.tab();
  expect(await screen.findByText('Invalid date format (MM/YYYY)')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '03/2024');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ lastInvestment: '03/2024' }, expect.anything());
});
