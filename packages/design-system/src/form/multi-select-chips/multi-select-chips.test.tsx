import { atLeastOne, messages } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { MultiSelectChips } from './multi-select-chips';

const stages = [
  { value: 'PreSeed', label: 'Pre-seed' },
  { value: 'Seed', label: 'Seed' },
  { value: 'SeriesA', label: 'Series A' },
];
const schema = v.object({ stages: atLeastOne(v.picklist(['PreSeed', 'Seed', 'SeriesA']), messages.atLeastOneStage) });

it('selects several options as chips and submits their values', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<MultiSelectChips name="stages" label="Stages" options={stages} />, { schema, defaultValues: { stages: [] }, onSubmit });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('At least one stage must be selected')).toBeInTheDocument();

  const input = screen.getByLabelText('Stages');
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: 'Seed' }));
  await user.click(await screen.findByRole('option', { name: 'Series A' }));
  expect(screen.getByRole('button', { name: 'Seed' })).toBeInTheDocument(); // the chip
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ stages: ['Seed', 'SeriesA'] }, expect.anything());
});
