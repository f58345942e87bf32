import { timezoneOptions } from '@fundnet/validation-schema';

const offsets = new Map<string, string>(timezoneOptions.map((option) => [option.value, option.offset]));

/**
 * The instant of a form date ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss]') read in the event's timezone abbreviation.
 * A date without a time is the start of that day (`end`: its last minute). A value carrying its own offset keeps it.
 */
export function eventInstant(value: string, timezone: string, end = false): Date {
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(value) && value.includes('T')) return new Date(value);
  const offset = offsets.get(timezone) ?? '+00:00';
  const [date, time] = value.split('T');
  const clock = time ? (time.length === 5 ? `${time}:00` : time) : end ? '23:59:00' : '00:00:00';
  return new Date(`${date}T${clock}${offset}`);
}

/** startsAt and endsAt of an event's form dates. */
export function eventTimes(input: { eventStartDate: string; eventEndDate: string; eventTimezone: string }) {
  return {
    startsAt: eventInstant(input.eventStartDate, input.eventTimezone),
    endsAt: eventInstant(input.eventEndDate, input.eventTimezone, true),
  };
}
