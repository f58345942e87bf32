import type { FastifyBaseLogger } from 'fastify';

/**
 * "NDA signed" (issue 35): the one place a signature is announced. Webhooks are another piece of work; they subscribe
 * with `shareLinkNdaHooks.onNdaSigned` from app.ts and nothing else here changes. A listener's failure is logged and
 * never undoes the signature (the visitor signed; the fund holds the PDF).
 */
export interface NdaSignedEvent {
  recordId: string;
  linkId: string;
  /** The fund the link shares. */
  profileId: string;
  version: number;
  signedAt: Date;
}

type Listener = (event: NdaSignedEvent) => Promise<void> | void;
// A Set keyed by function: a second app built in the same process (tests) does not register a listener twice.
const listeners = new Set<Listener>();

export const shareLinkNdaHooks = {
  onNdaSigned(listener: Listener) {
    listeners.add(listener);
  },
};

export async function emitNdaSigned(event: NdaSignedEvent, log: FastifyBaseLogger) {
  for (const listener of listeners) {
    try {
      await listener(event);
    } catch (error) {
      log.error({ err: error, recordId: event.recordId }, 'an "NDA signed" listener failed');
    }
  }
}
