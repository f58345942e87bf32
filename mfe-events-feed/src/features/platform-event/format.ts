import type { PlatformEvent } from '@fundnet/api-client';
import { eventFormatOptions, eventTypeOptions } from '@fundnet/validation-schema';

const labelIn = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** "12 May 2026, 09:00 – 13 May 2026, 18:00 CET": the dates as the host typed them, in the event's timezone. */
export function eventWhen(event: Pick<PlatformEvent, 'eventStartDate' | 'eventEndDate' | 'eventTimezone'>): string {
  const show = (value: string) => {
    const [date, time] = value.split('T');
    const [y, m, d] = (date ?? '').split('-').map(Number);
    const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return time ? `${day}, ${time.slice(0, 5)}` : day;
  };
  const start = show(event.eventStartDate);
  const end = show(event.eventEndDate);
  return `${start === end ? start : `${start} – ${end}`} ${event.eventTimezone}`;
}

export const typeLabel = (value: string) => labelIn(eventTypeOptions, value);
export const formatLabel = (value: string) => labelIn(eventFormatOptions, value);

/** "Free", "EUR 1,200" or "Price not given". */
export function priceLabel(price: number | null, currency: string): string {
  if (price === null) return 'Price not given';
  if (price === 0) return 'Free';
  return `${currency} ${price.toLocaleString('en-GB')}`;
}

export const isPast = (event: Pick<PlatformEvent, 'endsAt'>) => new Date(event.endsAt).getTime() < Date.now();
export const hasStarted = (event: Pick<PlatformEvent, 'startsAt'>) => new Date(event.startsAt).getTime() <= Date.now();
