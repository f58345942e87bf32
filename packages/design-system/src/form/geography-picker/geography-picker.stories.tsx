import { atLeastOne, geographySchema, messages } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { GeographyPicker } from './geography-picker';

const meta = {
  title: 'Form/GeographyPicker',
  component: GeographyPicker,
  decorators: [
    withForm({
      schema: v.object({
        geographies: atLeastOne(geographySchema, messages.atLeastOneGeography),
        geography: v.nullable(geographySchema),
      }),
      defaultValues: { geographies: [], geography: null },
    }),
  ],
  args: { name: 'geographies', label: 'Focus geographies', multiple: true, required: true },
} satisfies Meta<typeof GeographyPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Multiple: Story = {};
export const Single: Story = { args: { name: 'geography', label: 'Geography', multiple: false, required: false } };
