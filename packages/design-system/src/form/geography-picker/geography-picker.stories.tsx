import { atLeastOne, geographySchema, messages } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { GeographyPicker } from './geography-picker';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "Picks a region (DACH, Nordics, North America…) from the platform's list of geographies; several with `multiple`, shown as chips.",
  do: [
    'Use `multiple` for an investment focus, one value for where a fund is based.',
    'Say in the helper text how many are expected when the schema asks for at least one.',
  ],
  dont: [
    "Don't use it for single countries: use CountryPicker.",
    "Don't invent regions in a story or a screen: the list comes from validation-schema.",
  ],
});

const meta = {
  title: 'Form/GeographyPicker',
  component: GeographyPicker,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    multiple: { control: 'boolean', description: 'Several geographies (an array, shown as chips).' },
  },
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
