import * as v from 'valibot';

/**
 * The one error reply of the whole API (packages/server/src/plugins/errors.ts): `statusCode`, `error` (the
 * catalogue's text for the status), `message` (what a person should read), an optional machine `code`, and for
 * validation failures (422) `errors: { 'dotted.field': [messages] }` with the spec's messages word for word.
 * The server checks every error it sends against this shape; the OpenAPI document refers to it from every operation.
 */
const errorReplyEntries = {
  statusCode: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
  error: v.string(),
  message: v.string(),
  code: v.optional(v.string()),
};

/** Field messages of a 422: `{ field: [messages] }`; issues of the whole input are under `_root`. */
export const fieldErrorsSchema = v.record(v.string(), v.array(v.string()));

export const errorReplySchema = v.object({ ...errorReplyEntries, errors: v.optional(fieldErrorsSchema) });
export type ErrorReply = v.InferOutput<typeof errorReplySchema>;

/** A 422: the same error shape with its field messages always present. */
export const validationErrorReplySchema = v.object({ ...errorReplyEntries, errors: fieldErrorsSchema });
export type ValidationErrorReply = v.InferOutput<typeof validationErrorReplySchema>;
