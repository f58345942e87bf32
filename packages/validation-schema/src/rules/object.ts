import * as v from 'valibot';
import { messages } from '../messages';

/**
 * The message of a field: its schema's own message when it is a string (for a pipe, the message of
 * its first schema), else the result of its message function, else `undefined`.
 */
function fieldMessage(schema: v.GenericSchema | undefined, issue: v.ObjectIssue): string | undefined {
  const message = (schema as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') return message;
  if (typeof message === 'function') return (message as (issue: v.ObjectIssue) => string)({ ...issue, path: undefined });
  return undefined;
}

/**
 * `v.object` for forms and API bodies. Valibot reports a *missing* key with the object's message
 * ("Invalid key: Expected "name" but received undefined"), not the field's. This object reports it
 * with the field's own message instead, so `{}` gives 'Name is required' exactly like `{ name: '' }`.
 * A missing field without a message of its own reports 'This field is required'. When the input
 * is not an object at all, `message` is reported (default 'Invalid input').
 */
export function formObject<const TEntries extends v.ObjectEntries>(entries: TEntries, message: string = messages.invalidInput) {
  return v.object(entries, (issue) => {
    const item = issue.path?.[issue.path.length - 1];
    if (item?.origin !== 'key') return message;
    return fieldMessage(entries[item.key as string], issue) ?? messages.thisFieldIsRequired;
  });
}
