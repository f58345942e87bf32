import type { ProfileType, SocialProfileCard } from '@fundnet/validation-schema';
import { investorPubliclyVisible } from '../investor-info';
import { profileCardSources } from '../profile-sections';
import type { DbOrTx } from '../profiles';

/** The section holding a profile type's logo and headline (never behind the NDA: see profile-sections/README.md). */
export const cardSectionOf: Readonly<Record<ProfileType, string>> = {
  fund: 'fund-details',
  investor: 'your-details',
  serviceProvider: 'your-details',
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The cards of the live (not deleted) profiles among `ids`, keyed by id, in one query. A card is `public`
 * when a visitor can open the profile's page: published, and for investors visible in discovery (the
 * investor family's rule). Logo and headline come from the published copy without hidden fields, and only
 * for public profiles (a draft's or archived profile's data is nobody's to read).
 */
export async function profileCards(db: DbOrTx, ids: readonly string[]): Promise<Map<string, SocialProfileCard>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const rows = await profileCardSources(db, unique);
  const cards = new Map<string, SocialProfileCard>();
  for (const row of rows) {
    const section = cardSectionOf[row.type];
    const isPublic =
      row.status === 'published' &&
      (row.type !== 'investor' ||
        investorPubliclyVisible(
          new Map(row.working ? [[section, row.working]] : []),
          new Map(row.published ? [[section, row.published]] : []),
        ));
    const hidden = new Set(row.hiddenFields ?? []);
    const field = (name: string) => (isPublic && !hidden.has(`${section}.${name}`) ? text(row.published?.[name]) : null);
    cards.set(row.id, {
      id: row.id,
      type: row.type,
      name: row.name,
      slug: row.slug,
      logo: field('logo'),
      headline: field('headline'),
      public: isPublic,
    });
  }
  return cards;
}

/** The live profile `id` when a visitor can open it (see profileCards), else null. */
export async function publicProfileCard(db: DbOrTx, id: string): Promise<SocialProfileCard | null> {
  const card = (await profileCards(db, [id])).get(id.toLowerCase());
  return card?.public ? card : null;
}
