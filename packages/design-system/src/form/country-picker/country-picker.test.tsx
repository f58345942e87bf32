import { countrySchema, messages } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { CountryPicker } from './country-picker';

const schema = v.object({ country: v.pipe(v.nullable(v.string()), v.nonNullable(countrySchema, messages.countryOfResidenceRequired)) });

it('finds a country by name and stores its code', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<CountryPicker name="country" label="Country of residence" />, { schema, defaultValues: { country: null }, onSubmit });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(messages.countryOfResidenceRequired)).toBeInTheDocument();

  await user.type(screen.getByLabelText('Country of residence'), 'Germ');
  await user.click(await screen.findByRole('option', { name: 'Germany' }));
  expect(screen.getByLabelText('Country of residence')).toHaveValue('Germany');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ country: 'DE' }, expect.anything());
});
