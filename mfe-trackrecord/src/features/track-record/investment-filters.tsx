import type { InvestmentFilters } from '@fundnet/api-client';
import { useDebouncedValue, useSearchParamsUpdate } from '@fundnet/app-runtime';
import {
  optionLabel,
  type TrackRecordInvestmentStatus,
  trackRecordInvestmentStatuses,
  trackRecordInvestmentStatusOptions,
} from '@fundnet/validation-schema';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';

const statusLabel = (status: TrackRecordInvestmentStatus) => optionLabel(trackRecordInvestmentStatusOptions, status) ?? status;

/** The URL's parameter names are the list call's, so an address and the request it makes read the same. */
const KEYS = ['search', 'sector', 'status', 'investedFrom', 'investedTo'] as const;

const isStatus = (value: string): value is TrackRecordInvestmentStatus =>
  (trackRecordInvestmentStatuses as readonly string[]).includes(value);

/**
 * The grid's column filters, kept in the address (`?sector=Fintech&status=active…`): a filtered grid can be shared,
 * survives a reload and comes back with the browser's back button. Unknown statuses in a typed address are dropped
 * here; every other value goes to the server as written, which says what is wrong with it.
 */
export function useInvestmentFilters() {
  const [params, update] = useSearchParamsUpdate();
  const filters = useMemo<InvestmentFilters>(() => {
    const sector = params.getAll('sector').filter(Boolean);
    const status = params.getAll('status').filter(isStatus);
    return {
      search: params.get('search') || undefined,
      sector: sector.length ? sector : undefined,
      status: status.length ? status : undefined,
      investedFrom: params.get('investedFrom') || undefined,
      investedTo: params.get('investedTo') || undefined,
    };
  }, [params]);
  const setFilters = (change: Partial<InvestmentFilters>) =>
    update((next) => {
      for (const [key, value] of Object.entries(change)) {
        next.delete(key);
        for (const one of Array.isArray(value) ? value : [value]) if (one) next.append(key, String(one));
      }
    });
  const clear = () =>
    update((next) => {
      for (const key of KEYS) next.delete(key);
    });
  const active = KEYS.some((key) => params.has(key));
  return { filters, setFilters, clear, active };
}

/** How long typing must pause before the address (and so the request) follows the company-name field. */
export const SEARCH_SETTLE_MS = 300;

/**
 * Company name contains: what is typed is the field's own state and reaches the address once typing pauses. A field
 * bound to the address directly lost keystrokes (one typed while the address caught up was overwritten) and asked the
 * server once per key. The address still wins when it changes from elsewhere (Clear filters, back, a pasted link); the
 * field's own writes coming back, even late and one after another, never reset what is being typed.
 */
function CompanyNameField({
  value,
  onChange,
  error,
}: {
  value: string | undefined;
  onChange: (search: string | undefined) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState(value ?? '');
  const settled = useDebouncedValue(text, SEARCH_SETTLE_MS);
  /** The address's search as last rendered. */
  const shown = useRef(value);
  /** What the field wrote to the address and has not seen come back yet, oldest first. */
  const written = useRef<(string | undefined)[]>([]);
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    const echo = written.current.indexOf(value);
    if (echo >= 0) {
      written.current.splice(0, echo + 1);
      return;
    }
    written.current = [];
    setText(value ?? '');
  }, [value]);
  useEffect(() => {
    const next = settled.trim() || undefined;
    const last = written.current.length ? written.current.at(-1) : shown.current;
    if (next === last) return;
    written.current.push(next);
    onChange(next);
    // onChange is a new function on every render of the bar; only a settled text is news.
  }, [settled]);
  return (
    <TextField
      size="small"
      label="Company name contains"
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/**
 * Company name contains, sector is any of, status is any of, and a range of the date of initial investment (the
 * vintage). The grid's own filter panel is not used: the MIT grid filters one column at a time, and these combine.
 */
export function InvestmentFiltersBar({
  filters,
  onChange,
  onClear,
  active,
  sectors,
  errors = {},
}: {
  filters: InvestmentFilters;
  onChange: (change: Partial<InvestmentFilters>) => void;
  onClear: () => void;
  active: boolean;
  /** The sheet's sectors (the server lists them with every page). */
  sectors: readonly string[];
  /** The server's message per filter, when it refused one. */
  errors?: Record<string, string[]>;
}) {
  const error = (key: keyof InvestmentFilters) => errors[key]?.[0];
  return (
    <Box
      role="search"
      aria-label="Filter investments"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.2fr 1.4fr 1.4fr 1fr 1fr auto' } }}
    >
      <CompanyNameField value={filters.search} onChange={(search) => onChange({ search })} error={error('search')} />
      <Autocomplete
        multiple
        size="small"
        options={sectors}
        value={filters.sector ?? []}
        onChange={(_event, value) => onChange({ sector: value })}
        renderInput={(input) => (
          <TextField {...input} label="Sector is any of" error={Boolean(error('sector'))} helperText={error('sector')} />
        )}
        noOptionsText="No sectors in this sheet"
      />
      <Autocomplete
        multiple
        size="small"
        options={trackRecordInvestmentStatuses}
        getOptionLabel={statusLabel}
        value={filters.status ?? []}
        onChange={(_event, value) => onChange({ status: value })}
        renderInput={(input) => (
          <TextField {...input} label="Status is any of" error={Boolean(error('status'))} helperText={error('status')} />
        )}
      />
      <TextField
        size="small"
        type="date"
        label="Invested from"
        value={filters.investedFrom ?? ''}
        onChange={(event) => onChange({ investedFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(error('investedFrom'))}
        helperText={error('investedFrom')}
      />
      <TextField
        size="small"
        type="date"
        label="Invested to"
        value={filters.investedTo ?? ''}
        onChange={(event) => onChange({ investedTo: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(error('investedTo'))}
        helperText={error('investedTo')}
      />
      <Button onClick={onClear} disabled={!active} sx={{ alignSelf: 'start' }}>
        Clear filters
      </Button>
    </Box>
  );
}
