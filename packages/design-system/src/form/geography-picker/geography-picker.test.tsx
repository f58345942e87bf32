import { atLeastOne, geographySchema, messages } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { GeographyPicker } from './geography-picker';

const schema = v.object({ geographies: atLeastOne(geographySchema, messages.atLeastOneGeography) });

it('picks several geographies with multiple', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<GeographyPicker name="geographies" label="Geographies" multiple />, {
    schema,
    defaultValues: { geographies: [] },
    onSubmit,
  });
  const input = screen.getByLabelText('Geographies');
  await user.click(input);
  await user.tab();
  expect(await screen.findByText(messages.atLeastOneGeography)).toBeInTheDocument();
  await user.type(input, 'DA');
  await user.click(await screen.findByRole('option', { name: 'DACH' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ geographies: ['dach'] }, expect.anything());
});
