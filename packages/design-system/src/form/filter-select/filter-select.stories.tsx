import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { FilterSelect } from './filter-select';

const tags = [
  { value: '', label: 'All tags' },
  { value: 'insights', label: 'Insights' },
  { value: 'hiring', label: 'Hiring' },
  { value: 'fundraising', label: 'Fundraising' },
];

function TagFilter({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <FilterSelect label="Tag" value={value} onChange={setValue} options={tags} size="small" sx={{ minWidth: 200 }} />;
}

const meta = {
  title: 'Form/FilterSelect',
  component: TagFilter,
  args: { initial: '' },
} satisfies Meta<typeof TagFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty choice shown as an option ("All tags"), the label above it. */
export const AllTags: Story = {};

/** A filter that is set. */
export const Chosen: Story = { args: { initial: 'hiring' } };
