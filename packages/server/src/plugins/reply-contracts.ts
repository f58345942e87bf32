import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { errorReplySchema } from '@fundnet/validation-schema';
import { AppError } from '../lib/errors';
import { isBinaryReply, type RouteContracts, routeContractsOf } from '../lib/route-schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the onRoute hook below from the route's routeSchema(): its reply contracts and documented errors. */
    contracts?: RouteContracts;
  }
}

/** How a reply that breaks its contract is handled (ADR 0008). */
export type ReplyCheckMode = 'strict' | 'strip';

export interface ReplyProblem {
  route: string;
  status: number;
  issues: string[];
}

/** Paths of keys the reply has and its contract does not (the contract's output drops them). */
export function unknownKeys(sent: unknown, checked: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(checked)) {
    return sent.flatMap((item, index) => unknownKeys(item, checked[index], `${path}${path ? '.' : ''}${index}`));
  }
  if (isPlainObject(sent) && isPlainObject(checked)) {
    return Object.entries(sent).flatMap(([key, value]) => {
      const at = `${path}${path ? '.' : ''}${key}`;
      if (value === undefined) return [];
      if (!(key in checked)) return [at];
      return unknownKeys(value, checked[key], at);
    });
  }
  return [];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The kind of a wrong value, never the value itself: replies hold personal data and logs must not.
const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const routeName = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/**
 * Checks every JSON reply against the contract its route declared (routeSchema's `response`, or the one error
 * shape for 4xx/5xx) and sends the contract's output, so a database column the contract does not name never
 * leaves the server. In `strict` mode (tests, development) a reply that breaks its contract, has keys the
 * contract does not name, or uses a success status the route did not declare becomes a 500 naming the route
 * and the problem; in `strip` mode (production) it is logged and sent stripped of unknown keys.
 */
export const replyContractsPlugin = fp(async (app: FastifyInstance, options: { mode: ReplyCheckMode }) => {
  app.addHook('onRoute', (route) => {
    const contracts = routeContractsOf(route.schema);
    if (contracts) route.config = { ...(route.config as object), contracts } as typeof route.config;
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const contracts = request.routeOptions.config?.contracts;
    const status = reply.statusCode;
    // Routes outside routeSchema (the docs UI, test-only routes) and 404s of unknown routes have no contract.
    if (!contracts && status < 400) return payload;
    const declared = contracts?.replies[status];
    const problem = (issues: string[]): ReplyProblem => ({ route: routeName(request), status, issues });
    // An error status takes the route's own contract for it (GET health's 503) or the one error shape (a thrown error).
    const candidates = status >= 400 ? [declared, errorReplySchema] : [declared];
    const schemas = candidates.filter((c): c is v.GenericSchema => c !== undefined && c !== null && !isBinaryReply(c));
    if (schemas.length === 0) return fail(problem([`status ${status} is not among the replies the route declares`]), payload);
    // The JSON the client would get (Dates become ISO strings), checked against the contract.
    const sent: unknown = JSON.parse(JSON.stringify(payload));
    let first: { issues: string[]; output: unknown } | undefined;
    for (const schema of schemas) {
      const result = v.safeParse(schema, sent, { abortEarly: false });
      const issues = [
        ...(result.issues ?? []).map(
          (issue) => `${v.getDotPath(issue) ?? '(reply)'}: expected ${issue.expected ?? issue.type}, got ${kindOf(issue.input)}`,
        ),
        ...unknownKeys(sent, result.output).map((path) => `${path}: not in the contract`),
      ];
      if (issues.length === 0) return result.output;
      first ??= { issues, output: result.output };
    }
    // An error reply is built by plugins/errors.ts, never from a row: when it breaks its shape it is sent as it is.
    return fail(problem(first!.issues), status >= 400 ? sent : first!.output);
  });

  function fail(problem: ReplyProblem, output: unknown): unknown {
    const text = `Reply of ${problem.route} (${problem.status}) does not match its contract: ${problem.issues.slice(0, 5).join('; ')}`;
    // An error reply that breaks the error shape is logged only: failing it again would loop.
    if (options.mode === 'strict' && problem.status < 500) throw new AppError(500, text, 'REPLY_CONTRACT');
    app.log.error({ replyContract: problem }, text);
    return output;
  }
});
