import { MIN_LIST_ITEMS, atLeastOne, messages, sectorOptions, sectorSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { MultiSelectChips } from './multi-select-chips';
import { componentDocs, fieldArgTypes, placeholderArgType } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    'Several values from a fixed list (sectors, stages), chosen in a searchable list and shown as chips that can be removed one by one.',
  do: ['Say how many are expected in the helper text ("Choose at least 1").', 'Use `limitTags` where the field sits in a narrow column.'],
  dont: [
    "Don't use it for one value: use SelectField or an autocomplete picker.",
    "Don't use it for free words (tags people invent): it only offers the list.",
  ],
});

const meta = {
  title: 'Form/MultiSelectChips',
  component: MultiSelectChips,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    ...placeholderArgType,
    limitTags: {
      control: { type: 'number', min: 1, max: 10 },
      description: 'Most chips shown while the field is not focused (default: all).',
    },
    options: { control: false },
  },
  decorators: [
    withForm({
      schema: v.object({ sectorFocus: atLeastOne(sectorSchema, messages.atLeastOneSectorFocus) }),
      defaultValues: { sectorFocus: [] },
    }),
  ],
  args: {
    name: 'sectorFocus',
    label: 'Sector focus',
    options: sectorOptions,
    helperText: `Choose at least ${MIN_LIST_ITEMS}`,
    required: true,
  },
} satisfies Meta<typeof MultiSelectChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
