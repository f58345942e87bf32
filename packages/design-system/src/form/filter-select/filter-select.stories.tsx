import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { FilterSelect } from './filter-select';
import { componentDocs } from '../../storybook/component-docs';

const tags = [
  { value: '', label: 'All tags' },
  { value: 'insights', label: 'Insights' },
  { value: 'hiring', label: 'Hiring' },
  { value: 'fundraising', label: 'Fundraising' },
];

const docs = componentDocs({
  purpose:
    "A filter above a list that applies at once (a feed's tag, a page size): the browser's own select, outlined like every field. Not for forms.",
  do: [
    'Start the options with the empty choice ("All tags") so the filter can be cleared.',
    'Keep the list short (a dozen options at most).',
  ],
  dont: [
    "Don't use it inside a form that is submitted: use SelectField or NativeSelectField.",
    "Don't use it for long lists people search in: use an autocomplete picker.",
  ],
});

const meta = {
  title: 'Form/FilterSelect',
  component: FilterSelect,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    label: { control: 'text' },
    value: {
      control: { type: 'select', labels: Object.fromEntries(tags.map((tag) => [tag.value, tag.label])) },
      options: tags.map((tag) => tag.value),
      description: "The chosen value (`''`: the empty choice).",
    },
    size: { control: 'radio', options: ['small', 'medium'] },
    fullWidth: { control: 'boolean' },
    options: { control: false },
    sx: { control: false },
  },
  args: { label: 'Tag', value: '', options: tags, size: 'small', sx: { minWidth: 200 }, onChange: fn() },
  // A choice made in the canvas becomes the story's `value` arg, so the control and the select never disagree.
  render: function TagFilter(args) {
    const [, updateArgs] = useArgs<typeof args>();
    return (
      <FilterSelect
        {...args}
        onChange={(value) => {
          updateArgs({ value });
          args.onChange(value);
        }}
      />
    );
  },
} satisfies Meta<typeof FilterSelect<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty choice shown as an option ("All tags"), the label above it. */
export const AllTags: Story = {};

/** A filter that is set. */
export const Chosen: Story = { args: { value: 'hiring' } };
