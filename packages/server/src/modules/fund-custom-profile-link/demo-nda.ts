import { STANDARD_NDA_TEXT } from '@fundnet/validation-schema';
import { sha256 } from '../../lib/crypto';
import type { NdaSigning } from './nda-certificate';

/**
 * The demo's signed NDA (seed/share-link-nda.ts): the seed has no storage, so its PDF is written on first read from
 * the record's facts (the standard terms), like the data room's demo files. The same facts give the same bytes.
 */
export const DEMO_NDA_PREFIX = 'nda-signatures/demo/';
/** The app address the seed assumes (the API's default); another one makes the first read refresh the hashes. */
export const DEMO_NDA_APP_URL = 'http://localhost:4000';

export function demoSigning(input: {
  recordId: string;
  fundName: string;
  linkUrl: string;
  fullName: string;
  email: string | null;
  ip: string;
  userAgent: string | null;
  signedAt: Date;
}): NdaSigning {
  return { ...input, version: 0, text: STANDARD_NDA_TEXT, versionHash: sha256(STANDARD_NDA_TEXT), document: null, drawing: null };
}
