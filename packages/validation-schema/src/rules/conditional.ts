import * as v from 'valibot';
import { isPresent } from './strings';

/**
 * Object-level rule: `key` is required (by `isPresent`: not null, not blank, not an empty list)
 * whenever `when(input[whenKey])` is true; otherwise `message` is reported on `key`.
 *
 * Built on `v.forward(v.partialCheck(...))`, so it runs as soon as `whenKey` and `key` are valid,
 * even when other fields still have errors. Give the field itself a nullable schema for its format.
 *
 * @example v.pipe(v.object({...}), requiredWhen('mainEventId', 'isSideEvent', (side) => side === true, msg))
 */
export function requiredWhen<TInput extends Record<string, unknown>>(
  key: keyof TInput & string,
  whenKey: keyof TInput & string,
  when: (value: TInput[keyof TInput & string]) => boolean,
  message: string,
): v.GenericValidation<TInput, TInput> {
  const check = v.partialCheck(
    [[whenKey], [key]] as never,
    (input: Record<string, unknown>) => !when(input[whenKey] as never) || isPresent(input[key]),
    message,
  );
  return v.forward(check as never, [key] as never) as unknown as v.GenericValidation<TInput, TInput>;
}

function isMoneyLike(value: unknown): value is { value: number; currency: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'number';
}

/**
 * Object-level rule: when both are present, `input[endKey]` must not be before (lower than)
 * `input[startKey]`: numbers, ISO date strings, or amounts of the same currency. Otherwise
 * `message` is reported on `endKey`.
 */
export function notBefore<TInput extends Record<string, unknown>>(
  endKey: keyof TInput & string,
  startKey: keyof TInput & string,
  message: string,
): v.GenericValidation<TInput, TInput> {
  const check = v.partialCheck(
    [[startKey], [endKey]] as never,
    (input: Record<string, unknown>) => {
      const start = input[startKey];
      const end = input[endKey];
      if (typeof start === 'number' && typeof end === 'number') return end >= start;
      if (isMoneyLike(start) && isMoneyLike(end) && start.currency === end.currency) return end.value >= start.value;
      if (typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '') {
        return Date.parse(end) >= Date.parse(start);
      }
      return true;
    },
    message,
  );
  return v.forward(check as never, [endKey] as never) as unknown as v.GenericValidation<TInput, TInput>;
}
