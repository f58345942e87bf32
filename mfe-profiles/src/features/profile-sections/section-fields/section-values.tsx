import { DescriptionList, ManagedHelp } from '@fundnet/design-system';
import { countryOptions, geographyOptions, type Option } from '@fundnet/validation-schema';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import type { FieldSpec } from './field-spec';
import { formatDate, formatDecimalText, formatMoney, formatNumber, type MoneyValue } from './format';

/** Cards of a list shown before "Show all" (the rest on demand: a phone screen is not a spreadsheet). */
export const LIST_PREVIEW = 3;
/** Details of a card shown before "Show N more details". */
const CARD_PREVIEW = 4;
/**
 * On phones the folds go deeper (the page is read one thumb-scroll at a time): one card of a list, at most three
 * details. The extra rows are hidden with CSS, never chosen by a media query in script: the public pages are rendered
 * on the server, which knows no screen width, and must hydrate exactly as they were sent, with nothing shifting.
 */
const PHONE_LIST_PREVIEW = 1;
const PHONE_SECTION_PREVIEW = 3;
/** Details of a section shown before "Show N more details" (the pages pass it). */
export const SECTION_PREVIEW = 6;
/** Characters of a long text shown before "Read more". */
const TEXT_PREVIEW = 320;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as object).every(isEmpty);
  return false;
}

const labelOf = (options: readonly Option<string | number>[], value: unknown) =>
  options.find((option) => option.value === value)?.label ?? String(value);

function Chips({ items }: { items: string[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" />
      ))}
    </Stack>
  );
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
/** The level of a heading one below `level` (h2 → h3), at most h6. */
const headingBelow = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

/** One field's stored value as text, chips, a link or nested rows. */
function FieldValue({
  spec,
  value,
  helpKey,
  headingLevel,
}: {
  spec: FieldSpec;
  value: unknown;
  helpKey?: string;
  headingLevel: HeadingLevel;
}): ReactNode {
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
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'decimalText':
      return formatDecimalText(String(value));
    case 'money':
      return formatMoney(value as MoneyValue);
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
      return (
        <SectionValues
          fields={spec.fields}
          data={value as Record<string, unknown>}
          dense
          helpKeyPrefix={helpKey}
          headingLevel={headingLevel}
        />
      );
    case 'list':
      return <ListCards spec={spec} items={value as Record<string, unknown>[]} helpKey={helpKey} headingLevel={headingLevel} />;
    case 'multiline':
      return <LongText text={String(value)} />;
    default:
      return String(value);
  }
}

/**
 * A field's value as one short text (key figures of the profile header): option labels, amounts in
 * compact form ('120M EUR'), lists joined. Null when there is nothing to show.
 */
export function fieldText(spec: FieldSpec, value: unknown): string | null {
  if (isEmpty(value)) return null;
  switch (spec.kind) {
    case 'select':
      return labelOf(spec.options, value);
    case 'chips':
      return (value as unknown[]).map((item) => labelOf(spec.options, item)).join(', ');
    case 'country':
    case 'geography': {
      const options = spec.kind === 'country' ? countryOptions : geographyOptions;
      return (Array.isArray(value) ? value : [value]).map((item) => labelOf(options, item)).join(', ');
    }
    case 'money':
      return formatMoney(value as MoneyValue, { compact: true }) || null;
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'decimalText':
      return formatDecimalText(String(value));
    case 'date':
      return formatDate(String(value));
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'tags':
      return (value as unknown[]).map(String).join(', ');
    case 'text':
    case 'phone':
    case 'multiline':
    case 'url':
    case 'image':
    case 'monthYear':
    case 'year':
      return String(value);
    default:
      return null;
  }
}

/** Shown on phones only, or from the `sm` breakpoint on only (`display` of a button or block in each case). */
const phoneOnly = (display: string) => ({ display: { xs: display, sm: 'none' } });
const wideOnly = (display: string) => ({ display: { xs: 'none', sm: display } });

/** The first text field of a list item names its card ('Ledgerly', not 'Company 1'). */
function cardTitle(spec: Extract<FieldSpec, { kind: 'list' }>, item: Record<string, unknown>, index: number): string {
  const named = spec.fields.find((field) => field.kind === 'text' && typeof item[field.name] === 'string' && item[field.name] !== '');
  return named ? String(item[named.name]) : `${spec.itemLabel} ${index + 1}`;
}

/** A list as cards, side by side on wide screens; the first LIST_PREVIEW, then the rest on demand. */
function ListCards({
  spec,
  items,
  helpKey,
  headingLevel,
}: {
  spec: Extract<FieldSpec, { kind: 'list' }>;
  items: Record<string, unknown>[];
  helpKey?: string;
  /** The level of the heading the list sits under: each card's title is one below it. */
  headingLevel: HeadingLevel;
}) {
  const cardHeading = headingBelow(headingLevel);
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? items : items.slice(0, LIST_PREVIEW);
  const foldedOnPhone = !all && items.length > PHONE_LIST_PREVIEW;
  return (
    <>
      <Box
        id={listId}
        component="ul"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {shown.map((item, index) => {
          const title = cardTitle(spec, item, index);
          const rest = spec.fields.filter((field) => !(field.kind === 'text' && item[field.name] === title));
          return (
            <Paper
              key={index}
              component="li"
              variant="outlined"
              sx={{ p: 1.5, minWidth: 0, ...(foldedOnPhone && index >= PHONE_LIST_PREVIEW && wideOnly('block')) }}
            >
              <Typography variant="subtitle2" component={`h${cardHeading}`} sx={{ mb: 0.75, overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              <SectionValues
                fields={rest}
                data={item}
                dense
                stacked
                preview={CARD_PREVIEW}
                helpKeyPrefix={helpKey}
                headingLevel={cardHeading}
              />
            </Paper>
          );
        })}
      </Box>
      {foldedOnPhone && (
        <Button
          size="small"
          aria-controls={listId}
          aria-expanded={false}
          onClick={() => setAll(true)}
          sx={{ mt: 1, ...(items.length <= LIST_PREVIEW && phoneOnly('inline-flex')) }}
        >
          Show all {items.length} {spec.label.toLowerCase()}
        </Button>
      )}
    </>
  );
}

/** A long text, cut after TEXT_PREVIEW characters with "Read more" (line breaks kept). */
function LongText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > TEXT_PREVIEW + 80;
  const shown =
    long && !open
      ? `${text.slice(0, text.lastIndexOf(' ', TEXT_PREVIEW) > 0 ? text.lastIndexOf(' ', TEXT_PREVIEW) : TEXT_PREVIEW)}…`
      : text;
  return (
    <Box sx={{ whiteSpace: 'pre-line' }}>
      {shown}
      {long && (
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          sx={{ ml: 0.5, verticalAlign: 'baseline', p: 0, minWidth: 0 }}
        >
          {open ? 'Show less' : 'Read more'}
        </Button>
      )}
    </Box>
  );
}

export interface SectionValuesProps {
  fields: readonly FieldSpec[];
  data: Record<string, unknown> | null | undefined;
  /** Top-level field names shown as "Not applicable" when they hold nothing. */
  notApplicable?: readonly string[];
  /** Top-level field names marked "Hidden from visitors" (owner view). */
  hidden?: readonly string[];
  dense?: boolean;
  /** Narrow cards: a narrower label column at every width. */
  stacked?: boolean;
  /** Rows shown before "Show N more details" (all when undefined). */
  preview?: number;
  /**
   * The profile's type (`fund`…): each label shows the managed tooltip `${helpKeyPrefix}.${field.name}` beside it
   * (nested fields `fund.keyPeople.name`), so administrators add help to any field by key, without a release.
   */
  helpKeyPrefix?: string;
  /**
   * The level of the heading the values sit under (the section card's: 2 or 3): the titles of list cards (key people,
   * investments) are one level below it, so the page's headings descend in order. Default 3.
   */
  headingLevel?: HeadingLevel;
}

/** A section's stored data, read-only: a label/value list of the filled fields (empty ones are left out). */
export function SectionValues({
  fields,
  data,
  notApplicable = [],
  hidden = [],
  dense = false,
  stacked = false,
  preview,
  helpKeyPrefix,
  headingLevel = 3,
}: SectionValuesProps) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const helpKeyOf = (spec: FieldSpec) => (helpKeyPrefix ? `${helpKeyPrefix}.${spec.name}` : undefined);
  const help = (spec: FieldSpec) => {
    const helpKey = helpKeyOf(spec);
    return helpKey && <ManagedHelp helpKey={helpKey} label={spec.label} sx={{ ml: 0.5 }} />;
  };
  const rows = fields.flatMap((spec) => {
    const value = data?.[spec.name];
    if (isEmpty(value)) {
      return notApplicable.includes(spec.name) ? [{ spec, content: (<em>Not applicable</em>) as ReactNode }] : [];
    }
    return [{ spec, content: <FieldValue spec={spec} value={value} helpKey={helpKeyOf(spec)} headingLevel={headingLevel} /> }];
  });
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing filled in yet.
      </Typography>
    );
  }
  // Folding only pays when it hides more than one row. Wide screens fold after `preview` rows, phones earlier.
  const foldAfter = (limit: number | undefined) => (limit !== undefined && !all && rows.length > limit + 1 ? limit : undefined);
  const wideFold = foldAfter(preview);
  const phoneFold = foldAfter(preview === undefined ? undefined : Math.min(preview, PHONE_SECTION_PREVIEW));
  const shown = (wideFold === undefined ? rows : rows.slice(0, wideFold)).map((row, index) => ({
    ...row,
    hiddenOnPhone: phoneFold !== undefined && index >= phoneFold,
  }));
  const showMore = (fold: number, sx: object) => (
    <Button
      size="small"
      aria-controls={listId}
      aria-expanded={false}
      onClick={() => setAll(true)}
      sx={{ mt: 1, px: 0, minWidth: 0, ...sx }}
    >
      Show {rows.length - fold} more {rows.length - fold === 1 ? 'detail' : 'details'}
    </Button>
  );
  return (
    <Box id={listId}>
      {shown.some((row) => row.spec.kind !== 'list') && (
        <DescriptionList
          labelWidth={dense ? '140px' : '220px'}
          stackBelow={false}
          dense={dense}
          sx={{
            columnGap: dense ? 1.5 : 3,
            gridTemplateColumns: stacked
              ? { xs: 'minmax(0, 1fr)', sm: 'minmax(5.5rem, 38%) minmax(0, 1fr)' }
              : { xs: 'minmax(6.5rem, 36%) minmax(0, 1fr)', sm: `${dense ? '140px' : '220px'} minmax(0, 1fr)` },
          }}
          items={shown
            .filter((row) => row.spec.kind !== 'list')
            .map(({ spec, content, hiddenOnPhone }) => ({
              key: spec.name,
              ...(hiddenOnPhone && { hiddenBelow: 'sm' as const }),
              label: (
                <>
                  {spec.label}
                  {help(spec)}
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
      )}
      {/* Lists run the full width of the section, under their own label: cards are not squeezed into a value column. */}
      {shown
        .filter((row) => row.spec.kind === 'list')
        .map(({ spec, content, hiddenOnPhone }) => (
          <Box key={spec.name} sx={{ mt: 2, ...(hiddenOnPhone && wideOnly('block')) }}>
            <Typography variant="subtitle2" component="p" color="text.secondary" sx={{ mb: 1 }}>
              {spec.label}
              {help(spec)}
              {hidden.includes(spec.name) && ' · Hidden from visitors'}
            </Typography>
            {content}
          </Box>
        ))}
      {/* One button when both folds are the same, else each shown at its own widths. */}
      {phoneFold !== undefined && showMore(phoneFold, phoneFold === wideFold ? {} : phoneOnly('inline-flex'))}
      {wideFold !== undefined && phoneFold !== wideFold && showMore(wideFold, wideOnly('inline-flex'))}
    </Box>
  );
}
