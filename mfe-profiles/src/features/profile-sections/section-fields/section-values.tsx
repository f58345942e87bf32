import { DescriptionList } from '@fundnet/design-system';
import { countryOptions, geographyOptions, type Option } from '@fundnet/validation-schema';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldSpec } from './field-spec';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as object).every(isEmpty);
  return false;
}

const labelOf = (options: readonly Option<string | number>[], value: unknown) =>
  options.find((option) => option.value === value)?.label ?? String(value);

function formatDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function Chips({ items }: { items: string[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" />
      ))}
    </Stack>
  );
}

/** One field's stored value as text, chips, a link or nested rows. */
function FieldValue({ spec, value }: { spec: FieldSpec; value: unknown }): ReactNode {
  switch (spec.kind) {
    case 'url':
      return (
        <Link href={String(value)} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {String(value)}
        </Link>
      );
    case 'image':
      return (
        <Box
          component="img"
          src={String(value)}
          alt={spec.label}
          sx={{ display: 'block', maxWidth: 160, maxHeight: 80, objectFit: 'contain' }}
        />
      );
    case 'date':
      return formatDate(String(value));
    case 'number':
      return typeof value === 'number' ? numberFormat.format(value) : String(value);
    case 'money': {
      const money = value as { value: number | null; currency: string | null };
      return `${numberFormat.format(money.value ?? 0)} ${money.currency ?? ''}`.trim();
    }
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'select':
      return labelOf(spec.options, value);
    case 'chips':
      return <Chips items={(value as unknown[]).map((item) => labelOf(spec.options, item))} />;
    case 'country':
    case 'geography': {
      const options = spec.kind === 'country' ? countryOptions : geographyOptions;
      const list = Array.isArray(value) ? value : [value];
      return <Chips items={list.map((item) => labelOf(options, item))} />;
    }
    case 'tags':
      return <Chips items={(value as unknown[]).map(String)} />;
    case 'group':
    case 'optionalGroup':
      return <SectionValues fields={spec.fields} data={value as Record<string, unknown>} dense />;
    case 'list':
      return (
        <Stack spacing={1.5}>
          {(value as Record<string, unknown>[]).map((item, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {spec.itemLabel} {index + 1}
              </Typography>
              <SectionValues fields={spec.fields} data={item} dense />
            </Paper>
          ))}
        </Stack>
      );
    case 'multiline':
      return <Box sx={{ whiteSpace: 'pre-line' }}>{String(value)}</Box>;
    default:
      return String(value);
  }
}

export interface SectionValuesProps {
  fields: readonly FieldSpec[];
  data: Record<string, unknown> | null | undefined;
  /** Top-level field names shown as "Not applicable" when they hold nothing. */
  notApplicable?: readonly string[];
  /** Top-level field names marked "Hidden from visitors" (owner view). */
  hidden?: readonly string[];
  dense?: boolean;
}

/** A section's stored data, read-only: a label/value list of the filled fields (empty ones are left out). */
export function SectionValues({ fields, data, notApplicable = [], hidden = [], dense = false }: SectionValuesProps) {
  const rows = fields.flatMap((spec) => {
    const value = data?.[spec.name];
    if (isEmpty(value)) {
      return notApplicable.includes(spec.name) ? [{ spec, content: (<em>Not applicable</em>) as ReactNode }] : [];
    }
    return [{ spec, content: <FieldValue spec={spec} value={value} /> }];
  });
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing filled in yet.
      </Typography>
    );
  }
  return (
    <DescriptionList
      labelWidth={dense ? '140px' : '200px'}
      sx={{ columnGap: 3 }}
      items={rows.map(({ spec, content }) => ({
        key: spec.name,
        label: (
          <>
            {spec.label}
            {hidden.includes(spec.name) && (
              <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                Hidden from visitors
              </Typography>
            )}
          </>
        ),
        value: content,
      }))}
    />
  );
}
