import { linkedinUrlSchema, messages, optionalUrl } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { UrlField } from './url-field';
import { componentDocs, fieldArgTypes, placeholderArgType } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    'A web address (website, LinkedIn) with the URL keyboard on phones. "example.com" is accepted as typed; the schema decides what is valid.',
  do: [
    'Name the site in the label ("Website", "LinkedIn").',
    'Show the expected shape in the placeholder for a specific site (https://www.linkedin.com/in/…).',
  ],
  dont: [
    "Don't ask people to type https://: the schema accepts addresses without it.",
    "Don't use it for e-mail addresses: use EmailField.",
  ],
});

const meta = {
  title: 'Form/UrlField',
  component: UrlField,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    ...fieldArgTypes,
    ...placeholderArgType,
  },
  decorators: [
    withForm({
      schema: v.object({ website: optionalUrl(messages.invalidUrlFormat), linkedin: linkedinUrlSchema }),
      defaultValues: { website: '', linkedin: '' },
    }),
  ],
  args: { name: 'website', label: 'Website' },
} satisfies Meta<typeof UrlField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Website: Story = {};
export const LinkedIn: Story = { args: { name: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/…' } };
