import type { Counters } from '../../lib/counters';
import { TooManyRequestsError } from '../../lib/errors';

const WINDOW_MS = 15 * 60_000;
/** Wrong tries a client may make on one link, and all clients together on one link, per 15 minutes. */
export const PASSWORD_TRIES_PER_CLIENT = 5;
export const PASSWORD_TRIES_PER_LINK = 20;

/**
 * Password (and code) guessing brakes: per client and link, and per link across clients (so a botnet cannot
 * spread its guesses over addresses). Every try counts before the check, so a right guess after the limit is
 * refused too; the 429 comes before any hashing.
 */
export function passwordThrottle(counters: Counters, message: string) {
  return {
    async take(subjectId: string, client: string) {
      const keys = [`access-pw:client:${subjectId}:${client}`, `access-pw:subject:${subjectId}`];
      const [perClient, perLink] = await Promise.all(keys.map((key) => counters.peek(key)));
      if (perClient!.count >= PASSWORD_TRIES_PER_CLIENT)
        throw new TooManyRequestsError(message, 'TOO_MANY_ATTEMPTS', Math.ceil(perClient!.resetInMs / 1000));
      if (perLink!.count >= PASSWORD_TRIES_PER_LINK)
        throw new TooManyRequestsError(message, 'TOO_MANY_ATTEMPTS', Math.ceil(perLink!.resetInMs / 1000));
      await Promise.all(keys.map((key) => counters.increment(key, WINDOW_MS)));
    },
  };
}
