import {
  CheckboxField,
  CountryPicker,
  DateField,
  GeographyPicker,
  ImageUploadField,
  MoneyField,
  MonthYearField,
  MultiSelectChips,
  PhoneField,
  SelectField,
  TextField,
  UrlField,
} from '@fundnet/design-system';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { Autocomplete, Box, Button, TextField as MuiTextField, Paper, Stack, Typography } from '@mui/material';
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

/** The inputs of `fields`, bound to the surrounding <Form> at `prefix` ('' or 'keyPeople.0.'). */
export function SectionFieldInputs({ fields, prefix = '' }: { fields: readonly FieldSpec[]; prefix?: string }) {
  return (
    <>
      {fields.map((field) => (
        <FieldInput key={field.name} spec={field} name={`${prefix}${field.name}`} />
      ))}
    </>
  );
}

function FieldInput({ spec, name }: { spec: FieldSpec; name: string }) {
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
          </Typography>
          <Stack spacing={2}>
            <SectionFieldInputs fields={spec.fields} prefix={`${name}.`} />
          </Stack>
        </Box>
      );
    case 'optionalGroup':
      return <OptionalGroupInput spec={spec} name={name} />;
    case 'list':
      return <ListInput spec={spec} name={name} />;
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

function OptionalGroupInput({ spec, name }: { spec: Extract<FieldSpec, { kind: 'optionalGroup' }>; name: string }) {
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
      </Typography>
      <Stack spacing={2}>
        <SectionFieldInputs fields={spec.fields} prefix={`${name}.`} />
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
function ListInput({ spec, name }: { spec: Extract<FieldSpec, { kind: 'list' }>; name: string }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {spec.label}
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
              <SectionFieldInputs fields={spec.fields} prefix={`${name}.${index}.`} />
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
