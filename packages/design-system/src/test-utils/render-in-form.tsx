import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form } from '../form/form/form';
import { type FormSchema, useValibotForm } from '../form/form/use-valibot-form';
import { FundnetThemeProvider } from '../theme/fundnet-theme-provider';

export interface RenderInFormOptions {
  schema: FormSchema;
  defaultValues?: FieldValues;
  onSubmit?: (values: FieldValues) => unknown;
}

/** Renders fields inside `<Form>` driven by `useValibotForm(schema)`, in the light theme. */
export function renderInForm(fields: ReactNode, { schema, defaultValues, onSubmit = () => {} }: RenderInFormOptions): RenderResult {
  function Harness() {
    const form = useValibotForm(schema, { defaultValues: defaultValues as never });
    return (
      <Form form={form} onSubmit={onSubmit} aria-label="Test form">
        {fields}
      </Form>
    );
  }
  return render(
    <FundnetThemeProvider mode="light" cssBaseline={false}>
      <Harness />
    </FundnetThemeProvider>,
  );
}
