import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { CheckboxField } from './checkbox-field';
import { componentDocs, fieldArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: 'A single yes/no choice in a form: accepting the terms, marking a fund evergreen. The form value is `true` or `false`.',
  do: [
    'Write the label as a statement the person agrees to ("I accept the terms of use").',
    'Put what the choice means or costs in the helper text.',
  ],
  dont: [
    "Don't use it for a choice among several options: use SelectField or MultiSelectChips.",
    "Don't use it for a setting that applies at once without a submit: that is a switch.",
  ],
});

const meta = {
  title: 'Form/CheckboxField',
  component: CheckboxField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
  },
  decorators: [withForm({ schema: v.object({ terms: v.literal(true, 'Please accept the terms') }), defaultValues: { terms: false } })],
  args: { name: 'terms', label: 'I accept the terms of use', helperText: 'Required to create an account' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
