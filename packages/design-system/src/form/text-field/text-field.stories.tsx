import { requiredString } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { TextField } from './text-field';
import { componentDocs, fieldArgTypes, placeholderArgType } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: "A text input in a form: label, helper text, and the field's error in its place once the person leaves the field or submits.",
  do: [
    'Write labels as nouns ("Company name"), and put hints in the helper text.',
    'Use `multiline` with `minRows` for descriptions and other long text.',
  ],
  dont: [
    "Don't use it for e-mail, phone, web addresses, dates or amounts: each has its own field with the right keyboard and checks.",
    "Don't use the placeholder as the label: it disappears as soon as the person types.",
  ],
});

const meta = {
  title: 'Form/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    ...placeholderArgType,
    multiline: { control: 'boolean', description: 'A text area that grows with its text.' },
    minRows: { control: { type: 'number', min: 1, max: 12 }, description: 'Rows shown when multiline.' },
    format: { control: false, table: { defaultValue: { summary: "String(value ?? '')" } } },
    parse: { control: false },
    componentName: { control: false },
    maxLength: {
      control: { type: 'number', min: 1 },
      description: 'The most characters the schema accepts: a live "N / max" counter, red once over (typing is not cut).',
    },
  },
  decorators: [
    withForm({ schema: v.object({ companyName: requiredString('Company name is a required') }), defaultValues: { companyName: '' } }),
  ],
  args: { name: 'companyName', label: 'Company name', helperText: 'As registered', required: true },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Multiline: Story = { args: { multiline: true, minRows: 3, helperText: 'Leave the field to see the error' } };
/** A capped multiline field (an introduction message): the counter beside the helper text. */
export const WithCharacterCounter: Story = {
  args: { multiline: true, minRows: 3, maxLength: 200, helperText: 'Say who you are and why.' },
};
