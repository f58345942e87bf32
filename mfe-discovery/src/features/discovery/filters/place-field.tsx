import { type DiscoveryPlace, useDiscoveryPlaces } from '@fundnet/api-client';
import { groupedNumber } from '@fundnet/validation-schema';
import { useState } from 'react';
import { useDebouncedValue } from '@fundnet/app-runtime';
import { FreeValuesField, type FreeValueSuggestion } from './free-values-field';

/** How long typing must pause before places are looked up. */
export const PLACES_DEBOUNCE_MS = 250;

/**
 * What to add for a suggestion. The API reads a comma as "or" (contract: discovery LOCATION), so a
 * place like "Berlin, Germany" is asked for by its first part, which matches it; a country by its name.
 */
export function placeFilterValue(place: DiscoveryPlace): string {
  if (place.kind === 'country') return place.label.includes(',') ? place.value : place.label;
  return place.value.split(',')[0]!.trim();
}

function toSuggestion(place: DiscoveryPlace): FreeValueSuggestion {
  return {
    value: placeFilterValue(place),
    label: place.label,
    detail: `${groupedNumber(place.profiles)} ${place.profiles === 1 ? 'profile' : 'profiles'}`,
  };
}

/** The location filter of funds and providers: free text, with the places and countries of discoverable profiles offered while typing. */
export function PlaceField({ kind, name, label }: { kind: 'fund' | 'serviceProvider'; name: string; label: string }) {
  const [text, setText] = useState<string | null>(null);
  const search = useDebouncedValue(text ?? '', PLACES_DEBOUNCE_MS);
  // Nothing is asked for until the field is used: most visitors never open it.
  const places = useDiscoveryPlaces(kind, search, { enabled: text !== null });
  const suggestions = (places.data?.items ?? []).map(toSuggestion);
  return (
    <FreeValuesField
      name={name}
      label={label}
      placeholder="City or country"
      helperText={places.isError ? 'Suggestions are unavailable; type a place and press Enter.' : undefined}
      suggestions={suggestions.filter((suggestion, index) => suggestions.findIndex((other) => other.value === suggestion.value) === index)}
      loading={places.isFetching}
      onTextChange={setText}
      onOpen={() => setText((current) => current ?? '')}
    />
  );
}
