import { type ActiveProfile, discoverFunds, discoverInvestors } from '@fundnet/api-client';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface PickedProfile {
  id: string;
  name: string;
}

export interface ProfilePickerProps {
  /** Which published profiles to search (through discovery). */
  kind: 'fund' | 'investor';
  viewer: ActiveProfile;
  label: string;
  value: PickedProfile | null;
  onChange: (profile: PickedProfile | null) => void;
  error?: string;
}

/** Searches published funds or investors by name (discovery's own search) and picks one. */
export function ProfilePicker({ kind, viewer, label, value, onChange, error }: ProfilePickerProps) {
  const [search, setSearch] = useState('');
  const results = useQuery({
    queryKey: ['fund-feedback-requests', 'picker', kind, search],
    queryFn: async ({ signal }) => {
      const filters = { search: search || undefined, take: 10 } as never;
      const page =
        kind === 'fund'
          ? await discoverFunds(filters, 'signedIn', viewer, { signal })
          : await discoverInvestors(filters, 'signedIn', viewer, { signal });
      return page.items.map((item) => ({ id: item.id, name: item.name }));
    },
  });
  return (
    <Autocomplete
      options={results.data ?? []}
      value={value}
      loading={results.isFetching}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => option.name}
      filterOptions={(options) => options}
      sx={{ minWidth: 280 }}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
