import {
  CheckboxField,
  DateField,
  Form,
  type FormSchema,
  MoneyField,
  SelectField,
  TextField,
  UrlField,
  useValibotForm,
} from '@fundnet/design-system';
import { type GraduationRoute, graduationHeaderSchema, type Option } from '@fundnet/validation-schema';
import { Box, InputAdornment, Stack, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import {
  emptyFieldValue,
  participationFieldsOf,
  type RoundFieldSpec,
  type RoundKindSpec,
  roundKinds,
  roundSchemaOf,
  stageOptions,
} from './round-kinds';

const formatNumber = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
/** '' → null; a number stays a number; anything else stays text so the schema reports it. */
const parseNumber = (text: string): unknown => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
};

/** The form of one route: the graduation header (forms §3 "Graduation") and the route's body schema. */
const schemaCache = new Map<GraduationRoute, FormSchema>();
function formSchemaOf(kind: GraduationRoute): FormSchema {
  let schema = schemaCache.get(kind);
  if (!schema) {
    schema = v.intersect([graduationHeaderSchema, roundSchemaOf(kind)]) as unknown as FormSchema;
    schemaCache.set(kind, schema);
  }
  return schema;
}

function defaultValuesOf(spec: RoundKindSpec, currency: string): FieldValues {
  const values: FieldValues = { investmentId: null, nameOfGraduation: '', stageOfInvestment: null };
  for (const section of spec.sections) {
    for (const field of section.fields) values[field.name] = emptyFieldValue(field, currency);
  }
  if (spec.participationSwitch) values.fundParticipated = false;
  return values;
}

function RoundInput({ field, required }: { field: RoundFieldSpec; required: boolean }) {
  const common = { name: field.name, label: field.label, required, fullWidth: true } as const;
  switch (field.kind) {
    case 'text':
      return <TextField {...common} />;
    case 'multiline':
      return <TextField {...common} multiline minRows={2} />;
    case 'url':
      return <UrlField {...common} />;
    case 'date':
      return <DateField {...common} />;
    case 'money':
      return <MoneyField name={field.name} label={field.label} required={required} />;
    case 'select':
      return <SelectField {...common} options={field.options} emptyOptionLabel={required ? undefined : 'Not set'} />;
    case 'count':
    case 'number':
    case 'percent':
      return (
        <TextField
          {...common}
          format={formatNumber}
          parse={parseNumber}
          slotProps={{
            htmlInput: { inputMode: field.kind === 'count' ? 'numeric' : 'decimal' },
            input: field.kind === 'percent' ? { endAdornment: <InputAdornment position="end">%</InputAdornment> } : undefined,
          }}
        />
      );
  }
}

/** The comment takes a whole row of the grid. */
const wide = (field: RoundFieldSpec) => field.kind === 'multiline';

/** Two columns of inputs (one on small screens); `required` only marks the labels, the schema decides. */
function FieldGrid({ fields }: { fields: readonly RoundFieldSpec[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {fields.map((field) => (
        <Box key={field.name} sx={wide(field) ? { gridColumn: '1 / -1' } : undefined}>
          <RoundInput field={field} required={field.required === true} />
        </Box>
      ))}
    </Box>
  );
}

/** While the fund did not participate, its participation fields are hidden and empty (null in the body). */
function ParticipationSections({ spec, currency }: { spec: RoundKindSpec; currency: string }) {
  const { control, setValue, clearErrors } = useFormContext();
  const participated = useWatch({ control, name: 'fundParticipated' }) === true;
  useEffect(() => {
    if (participated) return;
    const fields = participationFieldsOf(spec);
    for (const field of fields) setValue(field.name, emptyFieldValue(field, currency));
    clearErrors(fields.map((field) => field.name));
  }, [participated, spec, currency, setValue, clearErrors]);
  return (
    <>
      <CheckboxField name="fundParticipated" label="The fund participated in this round" />
      {participated &&
        spec.sections
          .filter((section) => section.participation)
          .map((section) => <Section key={section.title} title={section.title} fields={section.fields} />)}
    </>
  );
}

function Section({ title, fields }: { title: string; fields: readonly RoundFieldSpec[] }) {
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <FieldGrid fields={fields} />
    </Stack>
  );
}

export interface RoundFormProps {
  kind: GraduationRoute;
  /** The companies of the track record sheet (the "Company" select). */
  companies: readonly Option<string>[];
  /** The track record's currency: the round's currency and its amounts start in it. */
  currency: string;
  /** Posts the body (graduation header and round fields, as the schema outputs them). Throw an ApiError to show a 422 on the fields. */
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  'aria-label'?: string;
}

/**
 * One round form of forms §3 "Funding round forms": the company, name and stage of the graduation, then the fields of
 * the round `kind` from its descriptors, validated by the route's body schema (the rules and messages of forms §5).
 */
export function RoundForm({ kind, companies, currency, onSubmit, 'aria-label': ariaLabel = 'Add a round' }: RoundFormProps) {
  const spec = roundKinds[kind];
  const defaultValues = useMemo(() => defaultValuesOf(spec, currency), [spec, currency]);
  // criteriaMode 'all' validates past a field's first failed check, so the object rules of forms §5 (participation
  // fields required when the fund participated) report together with the other missing fields, not after them.
  const form = useValibotForm(formSchemaOf(kind), { defaultValues, criteriaMode: 'all' });
  return (
    <Form
      form={form}
      aria-label={ariaLabel}
      submitLabel="Add round"
      onSubmit={async (values, current) => {
        await onSubmit(values as Record<string, unknown>);
        current.reset(defaultValues);
      }}
    >
      <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
          Graduation
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <SelectField name="investmentId" label="Company" required options={companies} fullWidth />
          <TextField name="nameOfGraduation" label="Name of graduation" required fullWidth />
          <SelectField name="stageOfInvestment" label="Stage of investment" required options={stageOptions} fullWidth />
        </Box>
      </Stack>
      {spec.sections
        .filter((section) => !section.participation)
        .map((section) => (
          <Section key={section.title} title={section.title} fields={section.fields} />
        ))}
      {spec.participationSwitch && <ParticipationSections spec={spec} currency={currency} />}
    </Form>
  );
}
