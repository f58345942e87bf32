import { ratingScaleSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { RatingField } from './rating-field';

const meta = {
  title: 'Form/RatingField',
  component: RatingField,
  decorators: [withForm({ schema: v.object({ generalRating: ratingScaleSchema }), defaultValues: { generalRating: null } })],
  args: { name: 'generalRating', label: 'General rating', required: true },
} satisfies Meta<typeof RatingField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
