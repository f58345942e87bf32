import { phoneSchema } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { PhoneField } from './phone-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    'A phone number with its country code, typed as people write it (spaces, dashes, parentheses, a leading + or 00), with the phone keyboard on phones; the schema hands the form the number in E.164. The label defaults to "Phone number".',
  do: [
    'Ask for the international form (+41…) in the helper text where people abroad use it.',
    'Keep the default label unless the number has a role ("Office phone").',
  ],
  dont: [
    "Don't split the number into country code and number fields: one field with '+' is what the schema normalises.",
    "Don't format the number as the person types: they may paste it.",
  ],
});

const meta = {
  title: 'Form/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
  },
  decorators: [withForm({ schema: v.object({ phone: phoneSchema }), defaultValues: { phone: '' } })],
  args: { name: 'phone', required: true },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
