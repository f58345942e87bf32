import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { commitmentMessages, type fundInfoIdParams } from '@fundnet/validation-schema';
import { notFound } from '../../lib/errors';

export const tags = ['commitments'];
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The fund's team reads its book (any role) ... */
export const read = (): FastifyContextConfig => ({ auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } });
/** ... and editors and up change it. */
export const write = (): FastifyContextConfig => ({ auth: 'user', profile: { minRole: 'editor', types: ['fund'] } });
export const FUND_NOTE = '{fundInfoId} must be the active fund profile (meta-profile headers): 404 otherwise.';

/** The active fund, when it is the fund the path names (404 for any other fund: its book is not the caller's). */
export function ownFund(request: FastifyRequest, fundInfoId: string): string {
  if (request.profile!.id !== fundInfoId) throw notFound(commitmentMessages.fundNotFound);
  return fundInfoId;
}

export type FundParams = { Params: v.InferOutput<typeof fundInfoIdParams> };
