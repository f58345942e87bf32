import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterSelect } from './filter-select';

const options = [
  { value: '' as const, label: 'All tags' },
  { value: 'insights', label: 'Insights' },
  { value: 'hiring', label: 'Hiring' },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string>('');
  return (
    <FilterSelect
      label="Tag"
      value={value}
      options={options}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

it('is a labelled select whose choice applies at once, with the empty choice as an option', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Tag' });
  expect(select).toHaveDisplayValue('All tags');
  await userEvent.selectOptions(select, 'Hiring');
  expect(onChange).toHaveBeenLastCalledWith('hiring');
  expect(select).toHaveDisplayValue('Hiring');
  await userEvent.selectOptions(select, 'All tags');
  expect(onChange).toHaveBeenLastCalledWith('');
});

it('gives numbers back as numbers', async () => {
  const onChange = jest.fn();
  render(
    <FilterSelect label="Per page" value={10} options={[10, 20, 50].map((n) => ({ value: n, label: String(n) }))} onChange={onChange} />,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
  expect(onChange).toHaveBeenCalledWith(50);
});
