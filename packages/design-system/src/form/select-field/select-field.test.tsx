import { reminderFrequencyOptions, reminderFrequencySchema } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { SelectField } from './select-field';

const schema = v.object({ frequency: v.nullable(reminderFrequencySchema) });

it('chooses an option and submits its value', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<SelectField name="frequency" label="Reminder" options={reminderFrequencyOptions} emptyOptionLabel="None" />, {
    schema,
    defaultValues: { frequency: null },
    onSubmit,
  });
  await user.click(screen.getByRole('combobox', { name: 'Reminder' }));
  await user.click(await screen.findByRole('option', { name: 'Weekly' }));
  expect(screen.getByRole('combobox', { name: 'Reminder' })).toHaveTextContent('Weekly');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ frequency: 'weekly' }, expect.anything());
});

it("shows the schema's message", async () => {
  const user = userEvent.setup({ delay: null });
  renderInForm(<SelectField name="frequency" label="Reminder" options={reminderFrequencyOptions} />, {
    schema: v.object({ frequency: reminderFrequencySchema }),
    defaultValues: { frequency: null },
  });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Select a valid reminder frequency')).toBeInTheDocument();
});
