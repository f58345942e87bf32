import { requiredString } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { TextField } from './text-field';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  decorators: [
    withForm({ schema: v.object({ companyName: requiredString('Company name is a required') }), defaultValues: { companyName: '' } }),
  ],
  args: { name: 'companyName', label: 'Company name', helperText: 'As registered', required: true },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Multiline: Story = { args: { multiline: true, minRows: 3, helperText: 'Leave the field to see the error' } };
