import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { CheckboxField } from './checkbox-field';

const meta = {
  title: 'Form/CheckboxField',
  component: CheckboxField,
  decorators: [withForm({ schema: v.object({ terms: v.literal(true, 'Please accept the terms') }), defaultValues: { terms: false } })],
  args: { name: 'terms', label: 'I accept the terms of use', helperText: 'Required to create an account' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
