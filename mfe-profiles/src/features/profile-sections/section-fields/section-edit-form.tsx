import { Form, type FormSchema, SectionCard, useNotify, useValibotForm } from '@fundnet/design-system';
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type FieldSpec, toFormValues } from './field-spec';
import { SectionFieldInputs } from './section-field-inputs';

export interface SectionEditFormProps<TReply> {
  /** The section's name: the card's id (the /…/edit#<section> anchor). */
  section: string;
  title: string;
  subtitle?: ReactNode;
  /** The section's schema from @fundnet/validation-schema (the one the server validates with). */
  schema: FormSchema;
  fields: readonly FieldSpec[];
  /** The stored section (working copy), or null when never filled in. */
  data: Record<string, unknown> | null | undefined;
  /** Sends the validated values (PATCH); throw the ApiError so a 422 lands on the fields. */
  save: (values: Record<string, unknown>) => Promise<TReply>;
  /** The notification after a successful save (e.g. live in the draft, or waiting for approval). */
  successMessage: (reply: TReply) => string;
  /** Shown above the inputs (review state, explanations). */
  notice?: ReactNode;
  submitLabel?: string;
  /** The profile's type (`fund`…): each field shows the managed tooltip `${helpKeyPrefix}.${field.name}` beside it. */
  helpKeyPrefix?: string;
}

/**
 * One section of a profile as its own form: inputs from `fields`, validated by `schema` with the
 * spec's messages, saved with `save`; the server's 422 field errors land on their inputs.
 */
export function SectionEditForm<TReply>({
  section,
  title,
  subtitle,
  schema,
  fields,
  data,
  save,
  successMessage,
  notice,
  submitLabel,
  helpKeyPrefix,
}: SectionEditFormProps<TReply>) {
  const notify = useNotify();
  const form = useValibotForm(schema, { defaultValues: toFormValues(fields, data) as FieldValues });
  return (
    <Box id={section} sx={{ scrollMarginTop: 80 }}>
      <SectionCard title={title} subtitle={subtitle}>
        {notice}
        <Form
          form={form}
          aria-label={title}
          submitLabel={submitLabel ?? `Save ${inSentence(title)}`}
          onSubmit={async (values) => {
            const reply = await save(values as Record<string, unknown>);
            notify.success(successMessage(reply));
          }}
        >
          <Stack spacing={2.5}>
            <SectionFieldInputs fields={fields} helpKeyPrefix={helpKeyPrefix} />
          </Stack>
        </Form>
      </SectionCard>
    </Box>
  );
}

/** A title inside a sentence: lower case, acronyms kept ('ESG and impact', 'fund details'). */
function inSentence(title: string): string {
  return title
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}
