import { linkedinUrlSchema, messages, optionalUrl } from '@fundnet/validation-schema';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import * as v from 'valibot';
import { withForm } from '../../storybook/with-form';
import { UrlField } from './url-field';

const meta = {
  title: 'Form/UrlField',
  component: UrlField,
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
