import { MIN_LIST_ITEMS, atLeastOne, messages, sectorOptions, sectorSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { MultiSelectChips } from './multi-select-chips';

const meta = {
  title: 'Form/MultiSelectChips',
  component: MultiSelectChips,
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
