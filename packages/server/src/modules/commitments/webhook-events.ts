import type { FastifyBaseLogger } from 'fastify';
import type { Commitment } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { emitFundEvent } from '../fund-webhook';

/**
 * The fund's webhooks hear of each commitment added to or saved in its book (fund-webhook, ADR 0083): created for a
 * new row, changed for a saved one. Called after the book's transaction, with the rows as the book shows them.
 */
export async function announceCommitments(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  fundProfileId: string,
  changes: readonly { commitment: Commitment; created: boolean }[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const { commitment, created } of changes) {
    const type = created ? 'commitment.created' : 'commitment.changed';
    await emitFundEvent(deps, { profileId: fundProfileId, type, data: { commitment } }, log);
  }
}
