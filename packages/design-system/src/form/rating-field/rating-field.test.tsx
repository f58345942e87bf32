import { ratingScaleSchema } from '@fundnet/validation-schema';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { RatingField } from './rating-field';

const schema = v.object({ generalRating: ratingScaleSchema });

it('rates with the labels of the rating scale', async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<RatingField name="generalRating" label="General rating" />, { schema, defaultValues: { generalRating: null }, onSubmit });
  expect(screen.getByRole('group', { name: 'General rating' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Select a valid rating')).toBeInTheDocument();
  // A plain click: user-event's pointer moves make MUI's Rating compute the hovered star from the
  // layout, which jsdom does not have.
  fireEvent.click(screen.getByLabelText('4 of 5: Very good'));
  expect(screen.getByText('Very good')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ generalRating: 4 }, expect.anything());
});
