import { countrySchema, messages } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { CountryPicker } from './country-picker';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: 'Picks a country (or several) from the full ISO list, searchable by name. The form stores the two-letter code.',
  do: [
    'Let people type the country name: the list filters as they type.',
    'Use `multiple` for "countries of focus", one value for a residence or registered office.',
  ],
  dont: [
    "Don't use it for regions (DACH, Nordics): use GeographyPicker.",
    "Don't pre-fill a country from guesses: an empty field is clearer than a wrong one.",
  ],
});

const meta = {
  title: 'Form/CountryPicker',
  component: CountryPicker,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    multiple: { control: 'boolean', description: 'Several countries (an array of codes, shown as chips).' },
  },
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
