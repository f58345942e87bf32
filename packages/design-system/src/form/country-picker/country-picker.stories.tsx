import { countrySchema, messages } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { CountryPicker } from './country-picker';

const meta = {
  title: 'Form/CountryPicker',
  component: CountryPicker,
  decorators: [
    withForm({
      schema: v.object({ country: v.pipe(v.nullable(v.string()), v.nonNullable(countrySchema, messages.countryOfResidenceRequired)) }),
      defaultValues: { country: null },
    }),
  ],
  args: { name: 'country', label: 'Country of residence', required: true },
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
