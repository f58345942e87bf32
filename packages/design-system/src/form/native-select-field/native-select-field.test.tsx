import { reminderFrequencyOptions, reminderFrequencySchema } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { NativeSelectField } from './native-select-field';

const schema = v.object({ frequency: v.nullable(reminderFrequencySchema) });

it('chooses an option and submits its value; the empty entry stores null', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<NativeSelectField name="frequency" label="Reminder" options={reminderFrequencyOptions} emptyOptionLabel="None" />, {
    schema,
    defaultValues: { frequency: null },
    onSubmit,
  });
  const select = screen.getByRole('combobox', { name: 'Reminder' });
  expect(select).toHaveDisplayValue('None');
  await user.selectOptions(select, 'Weekly');
  expect(select).toHaveDisplayValue('Weekly');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ frequency: 'weekly' }, expect.anything());
  await user.selectOptions(select, 'None');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ frequency: null }, expect.anything());
});

it("asks to choose when nothing is chosen, and shows the schema's message under the field", async () => {
  const user = userEvent.setup({ delay: null });
  renderInForm(<NativeSelectField name="frequency" label="Reminder" required helperText="How often" options={reminderFrequencyOptions} />, {
    schema: v.object({ frequency: reminderFrequencySchema }),
    defaultValues: { frequency: null },
  });
  const select = screen.getByRole('combobox', { name: /Reminder/ });
  expect(select).toHaveDisplayValue('Choose…');
  expect(select).toHaveAccessibleDescription('How often');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Select a valid reminder frequency')).toBeInTheDocument();
  expect(select).toHaveAttribute('aria-invalid', 'true');
});
