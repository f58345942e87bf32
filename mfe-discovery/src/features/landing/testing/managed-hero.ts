import type { TestReply } from '@fundnet/api-client/testing';

/** The headline of the managed hero below (`home.hero`'s title). */
export const MANAGED_HEADLINE = 'Private markets, in one place';

/** api/content's list with the landing page's managed hero (`home.hero`), published or a draft, answered after `delayMs`. */
export function managedHeroReply(published: boolean, delayMs = 100): TestReply {
  return {
    json: {
      items: [
        {
          id: '7d7f3c1e-1b7a-4d8e-9a39-2f5a1c4b9e10',
          slug: 'home.hero',
          kind: 'text',
          title: MANAGED_HEADLINE,
          body: 'Profiles, data rooms and commitments.\n\nFor every side of a raise.',
          published,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
    delayMs,
  };
}
