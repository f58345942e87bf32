import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileRefs } from '../profiles';
import { profileSections, profileSectionsPublished, profileSettings } from './tables';

// The rows a profile card is built from (follow's profileCards: lists of followers, favourites, posts' authors), in
// one statement: profiles' core columns (profileRefs) with the card section's working and published copies and the
// hidden fields. The engine owns those tables (ADR 0069); the card's rules stay with follow.

const profile = profileRefs('card_profile');

/** The section holding a type's logo and headline (never behind the NDA: see README.md). */
const cardSection = sql<string>`case ${profile.type} when 'fund' then 'fund-details' else 'your-details' end`;

/** Live profiles among `ids` with their card section's copies and hidden fields. */
export async function profileCardSources(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: profile.id,
      type: profile.type,
      name: profile.name,
      slug: profile.slug,
      status: profile.status,
      published: profileSectionsPublished.data,
      working: profileSections.data,
      hiddenFields: profileSettings.hiddenFields,
    })
    .from(profile)
    .leftJoin(
      profileSectionsPublished,
      and(eq(profileSectionsPublished.profileId, profile.id), eq(profileSectionsPublished.section, cardSection)),
    )
    .leftJoin(profileSections, and(eq(profileSections.profileId, profile.id), eq(profileSections.section, cardSection)))
    .leftJoin(profileSettings, eq(profileSettings.profileId, profile.id))
    .where(inArray(profile.id, [...ids]));
}
