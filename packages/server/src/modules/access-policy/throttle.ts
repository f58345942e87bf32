import type { Counters } from '../../lib/counters';
import { sha256 } from '../../lib/crypto';
import { TooManyRequestsError } from '../../lib/errors';

/** The window a visitor's wrong tries are counted in. */
export const GUESS_WINDOW_MS = 15 * 60_000;
/** Wrong tries one visitor may make at one link's password (or typed code) per window. */
export const GUESSES_PER_VISITOR = 5;

/**
 * Who is guessing: the client address, and, where the visitor has one, an identity an attacker cannot borrow (an
 * address the visitor proved, or their visitor token's id). A typed, unproven address is NOT one: anyone could type
 * an invitee's address to use up that invitee's tries.
 */
export interface Guesser {
  client: string;
  /** 'email:<proven address>' or 'visitor:<token row id>'. */
  identity?: string | null;
}

/**
 * A brake on guessing a link's password or code, per visitor and never per link: a cap on the link itself let anyone
 * holding the URL lock every invitee out (issue 34.4). Each try counts against the client address and the visitor's
 * identity before the check (so parallel tries cannot slip past the count); a right answer clears that visitor's count,
 * so people behind one office address who know the password never use up each other's tries. Past the limit even the
 * right answer is refused (else the 429 would tell a guesser when they hit), with the real time left in the message.
 */
export function guessThrottle(counters: Counters, namespace: string, message: (waitMs: number) => string) {
  const keysOf = (subjectId: string, guesser: Guesser) => [
    `${namespace}:${subjectId}:client:${guesser.client}`,
    ...(guesser.identity ? [`${namespace}:${subjectId}:${sha256(guesser.identity.toLowerCase())}`] : []),
  ];
  return {
    /** Counts a try; 429 TOO_MANY_ATTEMPTS (Retry-After) once the visitor is past GUESSES_PER_VISITOR in the window. */
    async take(subjectId: string, guesser: Guesser): Promise<void> {
      const counts = await Promise.all(keysOf(subjectId, guesser).map((key) => counters.increment(key, GUESS_WINDOW_MS)));
      const over = counts.filter((count) => count.count > GUESSES_PER_VISITOR);
      if (over.length === 0) return;
      const waitMs = Math.max(...over.map((count) => count.resetInMs));
      throw new TooManyRequestsError(message(waitMs), 'TOO_MANY_ATTEMPTS', Math.ceil(waitMs / 1000));
    },
    /** A right answer: the visitor's count starts again. */
    async clear(subjectId: string, guesser: Guesser): Promise<void> {
      await Promise.all(keysOf(subjectId, guesser).map((key) => counters.reset(key)));
    },
  };
}
