import type { Decorator } from '@storybook/react-webpack5';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import { Form } from '../form/form/form';
import { type FormSchema, useValibotForm } from '../form/form/use-valibot-form';

export interface WithFormOptions {
  /** The valibot schema the form validates with. */
  schema: FormSchema;
  defaultValues?: FieldValues;
}

function Values() {
  const values = useWatch();
  return (
    <Box
      component="pre"
      sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, typography: 'caption', fontFamily: 'monospace', overflow: 'auto' }}
    >
      {JSON.stringify(values, null, 2)}
    </Box>
  );
}

function StoryForm({ schema, defaultValues, children }: WithFormOptions & { children: ReactNode }) {
  const form = useValibotForm(schema, { defaultValues: defaultValues as never });
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Form
        form={form}
        onSubmit={(values) => {
          console.info('submitted', values);
        }}
        submitLabel="Submit"
      >
        {children}
        <Typography variant="overline" component="p" color="text.secondary">
          Form values
        </Typography>
        <Values />
      </Form>
    </Box>
  );
}

/** A Storybook decorator rendering the story's field inside `<Form>` with `useValibotForm(schema)`. */
export function withForm(options: WithFormOptions): Decorator {
  return (Story) => (
    <StoryForm {...options}>
      <Story />
    </StoryForm>
  );
}
