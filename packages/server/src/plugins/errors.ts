import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DATA_EXCEPTION_MESSAGE,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isDataException,
} from '../db/availability';
import { fieldOfReference, foreignKeyViolation, missingReferenceMessage, STILL_REFERENCED_MESSAGE } from '../db/references';
import { AppError, referenceNotFound, TooManyRequestsError } from '../lib/errors';
import { defaultTextFor } from '../lib/http-status';
import { RequestValidationError } from '../lib/route-schema';
import { ROOT_ERROR_KEY } from '@fundnet/validation-schema';
import './static-web';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/**
 * One error body for the whole API: { statusCode, error, message[, code][, errors] }.
 * 422 carries the field messages; 5xx never carry internals (they are logged instead, without SQL values: lib/logging.ts).
 * A lost or unreachable database is 503 with Retry-After, never 500 (db/availability.ts).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Fastify reads text/plain bodies by default: such a body reached validation as a string and came back 422, as if
  // its JSON were wrong. The API reads JSON (and multipart where a route says so); anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    let body: ErrorBody;
    if (error instanceof RequestValidationError) {
      body = { statusCode: 422, error: defaultTextFor(422), message: error.message, errors: error.fieldErrors };
    } else if (error instanceof AppError) {
      body = { statusCode: error.statusCode, error: defaultTextFor(error.statusCode), message: error.message };
      if (error.code) body.code = error.code;
      if (error.fieldErrors) body.errors = error.fieldErrors;
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    } else if (isDatabaseUnavailable(error)) {
      // The database is down, restarting or its connection died under this request: only this request fails, and
      // the client is told to come back shortly (the pool reconnects on the next request once the database is back).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = { statusCode: 503, error: defaultTextFor(503), message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' };
    } else if (foreignKeyViolation(error)) {
      // A well-formed id of nothing (or a row others still point at): the caller's 422 on that field / 409, never a 500.
      const violation = foreignKeyViolation(error)!;
      request.log.warn({ err: error }, 'the database refused a reference to a row that does not exist');
      if (violation.missing) {
        const field = fieldOfReference(violation, [request.body, request.params, request.query]) ?? ROOT_ERROR_KEY;
        const reference = referenceNotFound(field, missingReferenceMessage(violation.table));
        body = {
          statusCode: 422,
          error: defaultTextFor(422),
          message: reference.message,
          code: reference.code,
          errors: reference.fieldErrors,
        };
      } else {
        body = { statusCode: 409, error: defaultTextFor(409), message: STILL_REFERENCED_MESSAGE, code: 'STILL_REFERENCED' };
      }
    } else if (isDataException(error)) {
      request.log.warn({ err: error }, 'database refused a value the request schemas let through');
      body = { statusCode: 422, error: defaultTextFor(422), message: DATA_EXCEPTION_MESSAGE, code: 'INVALID_VALUE' };
    } else {
      const fastifyError = error as FastifyError;
      const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        body = { statusCode: status, error: defaultTextFor(status), message: 'Something went wrong on our side. Please try again later.' };
      } else {
        // Parser errors can echo internals; prefer our own words where we know the code.
        const message =
          (fastifyError.code && fastifyCodeMessages[fastifyError.code]) ||
          (error instanceof SyntaxError ? fastifyCodeMessages.FST_ERR_CTP_INVALID_JSON_BODY : fastifyError.message);
        body = { statusCode: status, error: defaultTextFor(status), message: message ?? defaultTextFor(status) };
      }
    }
    if (body.statusCode === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', '60');
    reply.status(body.statusCode).type('application/json').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    // A browser navigating to a client-side route gets the web app (when the start command serves it).
    if (app.spaFallback && request.method === 'GET' && !request.url.startsWith('/api') && request.headers.accept?.includes('text/html')) {
      return app.spaFallback(request, reply);
    }
    const body: ErrorBody = {
      statusCode: 404,
      error: defaultTextFor(404),
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    };
    reply.status(404).send(body);
  });
});
