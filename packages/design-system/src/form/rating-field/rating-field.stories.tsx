import { ratingScaleSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { RatingField } from './rating-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "A rating from 1 to 5 stars with the scale's words (Poor … Excellent) shown as the person hovers and chooses; a fieldset named by its label.",
  do: [
    'Use the label to name what is rated ("Team", "Track record").',
    'Keep the default scale: every rating on the platform uses the same words.',
  ],
  dont: ["Don't use it for a yes/no answer: use CheckboxField.", "Don't use it to show an average: it is an input; show averages as text."],
});

const meta = {
  title: 'Form/RatingField',
  component: RatingField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    size: { control: 'radio', options: ['small', 'medium', 'large'] },
    scale: { control: false },
  },
  decorators: [withForm({ schema: v.object({ generalRating: ratingScaleSchema }), defaultValues: { generalRating: null } })],
  args: { name: 'generalRating', label: 'General rating', required: true },
} satisfies Meta<typeof RatingField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
