import { requiredString } from '@fundnet/validation-schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { TextField } from './text-field';

const schema = v.object({ companyName: requiredString('Company name is required') });

it('renders a labelled input with helper text', () => {
  renderInForm(<TextField name="companyName" label="Company name" helperText="As registered" />, {
    schema,
    defaultValues: { companyName: '' },
  });
  expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('As registered');
});

it("shows the schema's message after blur, described by the input", async () => {
  const user = userEvent.setup({ delay: null });
  renderInForm(<TextField name="companyName" label="Company name" />, { schema, defaultValues: { companyName: '' } });
  const input = screen.getByLabelText('Company name');
  await user.click(input);
  await user.tab();
  expect(await screen.findByText('Company name is required')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Company name is required');
  await user.type(input, 'Acme Capital');
  expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
});

it('works with an explicit control prop, outside <Form>', async () => {
  function Standalone() {
    const { control } = useForm({ defaultValues: { city: 'Berlin' } });
    return <TextField control={control} name="city" label="City" />;
  }
  render(<Standalone />);
  expect(screen.getByLabelText('City')).toHaveValue('Berlin');
});

it('explains what is missing when neither a form nor a control is given', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<TextField name="city" label="City" />)).toThrow('<TextField name="city"> needs a `control` prop');
  jest.restoreAllMocks();
});

it('counts characters against maxLength live, and marks the field once over without cutting the text', async () => {
  const user = userEvent.setup({ delay: null });
  const capped = v.object({ note: v.pipe(v.string(), v.maxLength(10, 'Note can be at most 10 characters')) });
  renderInForm(<TextField name="note" label="Note" helperText="Say it short." maxLength={10} multiline />, {
    schema: capped,
    defaultValues: { note: 'abc' },
  });
  const input = screen.getByLabelText('Note');
  expect(input).toHaveAccessibleDescription('Say it short.3 / 10');
  expect(input).toHaveAttribute('aria-invalid', 'false');
  await user.type(input, 'defghijkl');
  expect(input).toHaveValue('abcdefghijkl');
  expect(screen.getByTestId('character-counter')).toHaveTextContent('12 / 10');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await user.tab();
  expect(await screen.findByText('Note can be at most 10 characters')).toBeInTheDocument();
});

it('shows no counter without maxLength', () => {
  renderInForm(<TextField name="companyName" label="Company name" />, { schema, defaultValues: { companyName: '' } });
  expect(screen.queryByTestId('character-counter')).not.toBeInTheDocument();
});
