import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../lib/errors';
import { defaultTextFor } from '../lib/http-status';

/**
 * Text PostgreSQL cannot store, refused once at the edge for every route, before any hook or handler reads it:
 * the NUL character (U+0000) and unpaired UTF-16 surrogates (U+D800–U+DFFF alone). Unchecked, they reached the
 * database and came back as 500s. Path parameters and query values answer 400 (the address is wrong); JSON bodies
 * answer 422 with the field that holds the text. JSON numbers beyond ±(2^53 − 1) are refused too (422): no field
 * takes one, JavaScript cannot hold them exactly, and beyond 64 bits PostgreSQL refuses them.
 */

export const BAD_TEXT_MESSAGE = 'Text cannot contain the NUL character or unpaired surrogate characters.';
export const BAD_NUMBER_MESSAGE = `Numbers must be between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}.`;
export const badAddressMessage = (where: string) => `The ${where} contains a character that is not allowed (NUL or an unpaired surrogate).`;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isBadText = (value: string) => value.includes('\u0000') || loneSurrogate.test(value);

interface Finding {
  path: string;
  message: string;
  code: 'BAD_TEXT' | 'BAD_NUMBER';
}

/** The first unstorable value in a parsed JSON body, with its dot path (keys are checked too). */
export function findBadValue(value: unknown, path = '', depth = 0): Finding | undefined {
  if (typeof value === 'string') return isBadText(value) ? { path, message: BAD_TEXT_MESSAGE, code: 'BAD_TEXT' } : undefined;
  if (typeof value === 'number')
    return Math.abs(value) > Number.MAX_SAFE_INTEGER ? { path, message: BAD_NUMBER_MESSAGE, code: 'BAD_NUMBER' } : undefined;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findBadValue(value[index], path ? `${path}.${index}` : String(index), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (isBadText(key)) return { path: keyPath, message: BAD_TEXT_MESSAGE, code: 'BAD_TEXT' };
    const found = findBadValue(item, keyPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function findBadParam(values: unknown): boolean {
  if (!values || typeof values !== 'object') return false;
  return Object.values(values).some((value) => typeof value === 'string' && isBadText(value));
}

const decodeOrUndefined = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    // Invalid percent-encoding (e.g. the UTF-8 bytes of a lone surrogate) never decodes to storable text.
    return undefined;
  }
};

/** The first query key or value that is not storable text, read from the raw query string (keys included). */
function findBadQueryPart(rawQuery: string): string | undefined {
  for (const pair of rawQuery.split('&')) {
    for (const part of pair.split('=')) {
      const decoded = decodeOrUndefined(part.replace(/\+/g, ' '));
      if (decoded === undefined || isBadText(decoded)) return pair.split('=')[0] ?? '';
    }
  }
  return undefined;
}

export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  // onRequest runs before the auth and profile hooks, so nothing downstream ever sees such a value.
  app.addHook('onRequest', async (request) => {
    const queryAt = request.url.indexOf('?');
    const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const decodedPath = decodeOrUndefined(rawPath);
    if (decodedPath === undefined || isBadText(decodedPath) || findBadParam(request.params)) {
      throw badRequest(badAddressMessage('address'), 'BAD_TEXT');
    }
    if (queryAt === -1) return;
    const badQuery = findBadQueryPart(request.url.slice(queryAt + 1));
    if (badQuery !== undefined) {
      const name = decodeOrUndefined(badQuery);
      const shown = name && !isBadText(name) ? `query value "${name.replace(/[^\w.-]/g, '?').slice(0, 40)}"` : 'query';
      throw badRequest(badAddressMessage(shown), 'BAD_TEXT');
    }
  });

  // Bodies are parsed after onRequest: checked before validation and before the handler.
  app.addHook('preValidation', async (request) => {
    const found = findBadValue(request.body);
    if (found) {
      const field = found.path || 'body';
      throw new AppError(422, found.message, found.code, { [field]: [found.message] });
    }
  });
});

/**
 * Fastify's `frameworkErrors`: a path its router cannot decode (FST_ERR_BAD_URL, e.g. `%ED%A0%80`) is refused before
 * any hook runs; answer it in the API's error body, with the same words as a bad path parameter, not the raw URL.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  reply
    .status(400)
    .type('application/json')
    .send({
      statusCode: 400,
      error: defaultTextFor(400),
      message: badUrl ? badAddressMessage('address') : 'The request is not valid.',
      ...(badUrl ? { code: 'BAD_TEXT' } : {}),
    });
}
