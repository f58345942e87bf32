import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEMO_NDA_APP_URL, DEMO_NDA_PREFIX, demoSigning, linkUrl, signedNdaPdf } from '../modules/fund-custom-profile-link';
import { shareLinkNdaRecords, shareLinks } from '../modules/fund-custom-profile-link/tables';
import type { DbOrTx } from '../modules/profiles/service';
import type { DemoSection, DemoWorld } from './world';

const DAY = 86_400_000;
const LENA = 'lena.hofmann@alpine-family-office.example';

/**
 * A signed NDA (issue 35): the demo fund's investor deck link (share-links.ts) asks for a signature, and its visitor
 * Lena Hofmann signed the standard terms before her first open. Her record holds the hashes of the PDF, which is
 * written on its first download (the seed has no storage; the same facts give the same bytes).
 */
export const shareLinkNdaSeed: DemoSection = {
  name: 'share-link-nda',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    const fund = world.profiles.find((profile) => profile.demo && profile.type === 'fund');
    if (!fund) return { signatures: 0 };
    const [deck] = await tx
      .update(shareLinks)
      .set({ ndaMode: 'signature' })
      .where(and(eq(shareLinks.profileId, fund.id), eq(shareLinks.name, 'Fund II investor deck')))
      .returning();
    if (!deck) return { signatures: 0 };
    const id = randomUUID();
    const facts = {
      recordId: id,
      fundName: fund.name,
      linkUrl: linkUrl(DEMO_NDA_APP_URL, deck.slug),
      fullName: 'Lena Hofmann',
      email: LENA,
      ip: '198.51.100.24',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      signedAt: new Date(world.now.getTime() - 9 * DAY - 5 * 60_000),
    };
    const signing = demoSigning(facts);
    const pdf = await signedNdaPdf(signing);
    await tx.insert(shareLinkNdaRecords).values({
      id,
      linkId: deck.id,
      visitorKey: `email:${LENA}`,
      mode: 'signature',
      ndaVersion: 0,
      versionHash: signing.versionHash,
      email: LENA,
      emailVerified: false,
      fullName: facts.fullName,
      ip: facts.ip,
      userAgent: facts.userAgent,
      at: facts.signedAt,
      pdfKey: `${DEMO_NDA_PREFIX}${id}.pdf`,
      contentHash: pdf.contentHash,
      fileHash: pdf.fileHash,
    });
    return { signatures: 1 };
  },
};
