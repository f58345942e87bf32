import { fundDiscoveryQueryOptions, investorDiscoveryQueryOptions } from '@fundnet/api-client';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';

export interface PickedProfile {
  id: string;
  name: string;
}

/** Picks a published fund or investor by name (from discovery); `value` is the picked one or null. */
export function ProfilePicker({
  type,
  label,
  value,
  onChange,
  error,
}: {
  type: 'fund' | 'investor';
  label: string;
  value: PickedProfile | null;
  onChange: (value: PickedProfile | null) => void;
  error?: string;
}) {
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const filters = { search: search || undefined, take: 10 as const };
  const results = useQuery(
    type === 'fund'
      ? fundDiscoveryQueryOptions(filters, 'public')
      : (investorDiscoveryQueryOptions(filters, 'public') as unknown as ReturnType<typeof fundDiscoveryQueryOptions>),
  );
  const options: PickedProfile[] = (results.data?.items ?? []).map((item) => ({ id: item.id, name: item.name }));
  return (
    <Autocomplete
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(list) => list}
      loading={results.isFetching}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
