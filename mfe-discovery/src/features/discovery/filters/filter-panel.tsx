import { CheckboxField, MultiSelectChips, SelectField, TextField, useValibotForm } from '@fundnet/design-system';
import { DISCOVERY_DEFAULT_CURRENCY, type Option } from '@fundnet/validation-schema';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { type DiscoveryKind, emptyFilters, type FiltersByKind, filterFields } from '../url-state/discovery-filters';
import type { FilterField } from '../url-state/filter-fields';
import { countActiveFilters, serializeDiscoveryParams } from '../url-state/url-state';
import { filterFormSchema, readFilterForm, toFormValues } from './filter-form';
import { FreeValuesField } from './free-values-field';
import { panelLayout } from './panel-layout';
import { PlaceField } from './place-field';

/** Typing (search, amounts) waits this long before the URL changes; picks and ticks apply at once. */
export const FILTER_TYPING_DEBOUNCE_MS = 400;

const helperTexts: Partial<Record<string, string>> = {
  search: 'Name, headline, company, keywords…',
  tagInclusive: 'Off: profiles with any of the tags',
};

const currencyHelper: Record<DiscoveryKind, string> = {
  fund: 'Fund sizes are compared and shown in it',
  investor: 'Deal sizes are compared and shown in it',
  serviceProvider: 'Average costs are shown in it',
};

const keyOf = (kind: DiscoveryKind, filters: unknown) =>
  serializeDiscoveryParams(kind, { filters: filters as FiltersByKind[DiscoveryKind], page: 1, pageSize: 10 }).toString();

export interface FilterPanelProps<K extends DiscoveryKind> {
  kind: K;
  /** The filters the URL holds. */
  filters: FiltersByKind[K];
  /** Called with new filters when the user changes one (not for changes that came from `filters`). */
  onFiltersChange: (filters: FiltersByKind[K]) => void;
}

/**
 * The filters of a discovery page. The URL is the state: the form starts from `filters`, reports every
 * change through `onFiltersChange`, and follows `filters` when they change from outside (Back, a chip
 * removed, a link). A typed value that is not valid stays in its field with an error and is not applied;
 * the other filters still apply.
 */
export function FilterPanel<K extends DiscoveryKind>({ kind, filters, onFiltersChange }: FilterPanelProps<K>) {
  const fields = filterFields[kind] as unknown as Record<string, FilterField<unknown>>;
  const form = useValibotForm(filterFormSchema(kind), { mode: 'onChange', defaultValues: toFormValues(kind, filters) });
  const headingId = useId();
  const filtersKey = keyOf(kind, filters);
  const shownKey = useRef(filtersKey);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ filters, onFiltersChange });
  latest.current = { filters, onFiltersChange };

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    const { filters: current, onFiltersChange: report } = latest.current;
    const { filters: next, valid } = readFilterForm(kind, form.getValues(), current);
    if (valid) form.clearErrors();
    else void form.trigger();
    const nextKey = keyOf(kind, next);
    if (nextKey === shownKey.current) return;
    shownKey.current = nextKey;
    report(next);
  }, [kind, form]);

  // Follow the URL when it changes from outside; our own commits are already on screen.
  useEffect(() => {
    if (filtersKey === shownKey.current) return;
    clearTimeout(timer.current);
    shownKey.current = filtersKey;
    form.reset(toFormValues(kind, latest.current.filters));
  }, [filtersKey, kind, form]);

  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const field = fields[name.split('.')[0]!];
      if (field?.type === 'text' || field?.type === 'amount') {
        clearTimeout(timer.current);
        timer.current = setTimeout(commit, FILTER_TYPING_DEBOUNCE_MS);
      } else {
        commit();
      }
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, fields, commit]);

  // Enter in a typed field applies it at once, without waiting for the pause.
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  const currencyCode = (form.watch('currency') as string | undefined) || DISCOVERY_DEFAULT_CURRENCY;

  const renderField = (key: string) => {
    const field = fields[key];
    if (!field) return null;
    const helperText = helperTexts[key];
    switch (field.type) {
      case 'text':
        return (
          <TextField
            key={key}
            name={key}
            label={field.label}
            helperText={helperText}
            type="search"
            size="small"
            fullWidth
            onKeyDown={applyOnEnter}
          />
        );
      case 'options':
        return <MultiSelectChips key={key} name={key} label={field.label} options={field.options as readonly Option[]} limitTags={3} />;
      case 'choice':
        return (
          <SelectField
            key={key}
            name={key}
            label={field.label}
            helperText={currencyHelper[kind]}
            options={field.options as readonly Option[]}
            size="small"
            fullWidth
          />
        );
      case 'list':
        return key === 'location' && kind !== 'investor' ? (
          <PlaceField key={key} kind={kind as 'fund' | 'serviceProvider'} name={key} label={field.label} />
        ) : (
          <FreeValuesField key={key} name={key} label={`${field.label}s`} placeholder="Type and press Enter" />
        );
      case 'flag':
        return <CheckboxField key={key} name={key} label={field.label} helperText={helperText} />;
      case 'amount':
        return (
          <TextField
            key={key}
            name={key}
            // The unit is part of the label: the amount is compared in the chosen currency (and in millions for fund sizes).
            label={`${field.label} (${currencyCode}${field.scale ? ` ${field.scale.word}` : ''})`}
            size="small"
            fullWidth
            onKeyDown={applyOnEnter}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        );
      default:
        return null;
    }
  };

  const active = countActiveFilters(kind, filters);
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        role="search"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id={headingId} component="h2" variant="h6">
            Filters
          </Typography>
          {active > 0 && (
            <Button size="small" onClick={() => onFiltersChange(emptyFilters(kind))}>
              Clear all
            </Button>
          )}
        </Stack>
        <Stack spacing={2}>
          {panelLayout[kind].map((row) =>
            typeof row === 'string' ? (
              renderField(row)
            ) : (
              <Stack key={row.join('-')} direction="row" spacing={1}>
                {row.map(renderField)}
              </Stack>
            ),
          )}
        </Stack>
      </Box>
    </FormProvider>
  );
}
