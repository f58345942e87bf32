import { isoDate } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { DateField } from './date-field';

const meta = {
  title: 'Form/DateField',
  component: DateField,
  decorators: [
    withForm({
      schema: v.object({ targetClosingDate: isoDate('Target closing date is required') }),
      defaultValues: { targetClosingDate: '' },
    }),
  ],
  args: { name: 'targetClosingDate', label: 'Target closing date', required: true },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
