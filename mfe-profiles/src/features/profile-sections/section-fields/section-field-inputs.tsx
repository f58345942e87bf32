import {
  CheckboxField,
  CountryPicker,
  DateField,
  GeographyPicker,
  ImageUploadField,
  ManagedHelp,
  MoneyField,
  MonthYearField,
  MultiSelectChips,
  PhoneField,
  SelectField,
  TextField,
  UrlField,
  WithManagedHelp,
} from '@fundnet/design-system';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { Autocomplete, Box, Button, TextField as MuiTextField, Paper, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { emptyValues, type FieldSpec } from './field-spec';

const imageHelperText = 'JPEG, PNG, WebP or GIF. Large images are scaled down.';

const formatNumber = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
/** '' → null; a number stays a number; anything else stays text so the schema reports it. */
const parseNumber = (text: string): unknown => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
};

export interface SectionFieldInputsProps {
  fields: readonly FieldSpec[];
  /** Where the inputs are bound in the surrounding <Form>: '' or 'keyPeople.0.'. */
  prefix?: string;
  /**
   * The managed help of each field is the tooltip `${helpKeyPrefix}.${field.name}` (e.g. `fund.targetFundSize`;
   * nested fields `fund.keyPeople.name`); none without a prefix.
   */
  helpKeyPrefix?: string;
}

/** The inputs of `fields`, each with its managed help beside it when an administrator wrote one. */
export function SectionFieldInputs({ fields, prefix = '', helpKeyPrefix }: SectionFieldInputsProps) {
  return (
    <>
      {fields.map((field) => {
        const helpKey = helpKeyPrefix && `${helpKeyPrefix}.${field.name}`;
        const input = <FieldInput spec={field} name={`${prefix}${field.name}`} helpKey={helpKey} />;
        // Groups and lists carry their help in their legend; a single input has it at its right.
        return helpKey && !isContainer(field) ? (
          <WithManagedHelp key={field.name} helpKey={helpKey} label={field.label}>
            {input}
          </WithManagedHelp>
        ) : (
          <Fragment key={field.name}>{input}</Fragment>
        );
      })}
    </>
  );
}

const isContainer = (spec: FieldSpec) => spec.kind === 'group' || spec.kind === 'optionalGroup' || spec.kind === 'list';

function FieldInput({ spec, name, helpKey }: { spec: FieldSpec; name: string; helpKey?: string }) {
  switch (spec.kind) {
    case 'text':
    case 'decimalText':
      return <TextField name={name} label={spec.label} helperText={spec.helperText} />;
    case 'phone':
      return <PhoneField name={name} label={spec.label} helperText={spec.helperText} />;
    case 'multiline':
      return <TextField name={name} label={spec.label} helperText={spec.helperText} multiline minRows={3} />;
    case 'url':
      return <UrlField name={name} label={spec.label} helperText={spec.helperText} />;
    case 'image':
      return <ImageUploadField name={name} label={spec.label} purpose={spec.purpose} helperText={spec.helperText ?? imageHelperText} />;
    case 'date':
      return <DateField name={name} label={spec.label} helperText={spec.helperText} />;
    case 'monthYear':
      return <MonthYearField name={name} label={spec.label} helperText={spec.helperText ?? 'MM/YYYY'} />;
    case 'number':
    case 'year':
      return (
        <TextField
          name={name}
          label={spec.label}
          helperText={spec.helperText}
          format={formatNumber}
          parse={parseNumber}
          slotProps={{ htmlInput: { inputMode: spec.kind === 'year' ? 'numeric' : 'decimal' } }}
        />
      );
    case 'money':
      return <MoneyField name={name} label={spec.label} />;
    case 'select':
      return <SelectField name={name} label={spec.label} options={spec.options} emptyOptionLabel="Not set" />;
    case 'chips':
      return <MultiSelectChips name={name} label={spec.label} options={spec.options} />;
    case 'country':
      return <CountryPicker name={name} label={spec.label} multiple={spec.multiple} />;
    case 'geography':
      return <GeographyPicker name={name} label={spec.label} multiple={spec.multiple} />;
    case 'checkbox':
      return <CheckboxField name={name} label={spec.label} />;
    case 'tags':
      return <TagsInput name={name} label={spec.label} helperText={spec.helperText} />;
    case 'group':
      return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
            {spec.label}
            {helpKey && <ManagedHelp helpKey={helpKey} label={spec.label} sx={{ ml: 0.5 }} />}
          </Typography>
          <Stack spacing={2}>
            <SectionFieldInputs fields={spec.fields} prefix={`${name}.`} helpKeyPrefix={helpKey} />
          </Stack>
        </Box>
      );
    case 'optionalGroup':
      return <OptionalGroupInput spec={spec} name={name} helpKey={helpKey} />;
    case 'list':
      return <ListInput spec={spec} name={name} helpKey={helpKey} />;
  }
}

/** Words typed and added with Enter, shown as chips (the form value is a string array). */
function TagsInput({ name, label, helperText }: { name: string; label: string; helperText?: string }) {
  const { field, fieldState } = useController({ name });
  const values = Array.isArray(field.value) ? (field.value as string[]) : [];
  const error = fieldState.error?.message ?? (fieldState.error as unknown as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={values}
      onChange={(_event, next) => field.onChange(next.map((item) => item.trim()).filter((item) => item !== ''))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText ?? 'Type and press Enter to add'}
        />
      )}
    />
  );
}

function OptionalGroupInput({
  spec,
  name,
  helpKey,
}: {
  spec: Extract<FieldSpec, { kind: 'optionalGroup' }>;
  name: string;
  helpKey?: string;
}) {
  const { setValue, control } = useFormContext();
  const value = useWatch({ control, name });
  if (!value) {
    return (
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={() => setValue(name, emptyValues(spec.fields), { shouldDirty: true })}
        >
          Add {spec.itemLabel.toLowerCase()}
        </Button>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {spec.label}
        {helpKey && <ManagedHelp helpKey={helpKey} label={spec.label} sx={{ ml: 0.5 }} />}
      </Typography>
      <Stack spacing={2}>
        <SectionFieldInputs fields={spec.fields} prefix={`${name}.`} helpKeyPrefix={helpKey} />
        <Box>
          <Button color="error" startIcon={<DeleteOutlineOutlined />} onClick={() => setValue(name, null, { shouldDirty: true })}>
            Remove {spec.itemLabel.toLowerCase()}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** A repeatable list: one outlined row per item, each with its inputs and a Remove button, and an Add button. */
function ListInput({ spec, name, helpKey }: { spec: Extract<FieldSpec, { kind: 'list' }>; name: string; helpKey?: string }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {spec.label}
        {helpKey && <ManagedHelp helpKey={helpKey} label={spec.label} sx={{ ml: 0.5 }} />}
      </Typography>
      <Stack spacing={2}>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No {spec.label.toLowerCase()} yet.
          </Typography>
        )}
        {fields.map((item, index) => (
          <Paper key={item.id} variant="outlined" role="group" aria-label={`${spec.itemLabel} ${index + 1}`} sx={{ p: 2 }}>
            <Stack spacing={2}>
              <Typography variant="subtitle2">
                {spec.itemLabel} {index + 1}
              </Typography>
              <SectionFieldInputs fields={spec.fields} prefix={`${name}.${index}.`} helpKeyPrefix={helpKey} />
              <Box>
                <Button color="error" startIcon={<DeleteOutlineOutlined />} onClick={() => remove(index)}>
                  Remove {spec.itemLabel.toLowerCase()} {index + 1}
                </Button>
              </Box>
            </Stack>
          </Paper>
        ))}
        <Box>
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => append(emptyValues(spec.fields))}>
            Add {spec.itemLabel.toLowerCase()}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
