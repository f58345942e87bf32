/**
 * Every validation message of the Fundnet spec, word for word, as one namespace: `messages.emailRequired`.
 *
 * The texts are separate exports of `message-texts.ts` (each with its spec note), gathered here as a namespace rather
 * than one object literal so that a bundle carries only the messages its code reads: webpack follows property reads of
 * a namespace, never of an object (ADR 0061; every app carried all of them, ≈ 4 KB gzip, before).
 */
import * as messages from './message-texts';

export { messages };

/** The key of one message, e.g. `'emailRequired'`. */
export type MessageKey = keyof typeof messages;

/** The text of any message. */
export type Message = (typeof messages)[MessageKey];
