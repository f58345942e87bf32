import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dataRoomItems, dataRooms } from '../modules/data-room/tables';
import { dataRoomQuestions } from '../modules/data-room-qa/tables';
import type { DemoSection, DemoWorld } from './world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Questions in the demo fund's data room (data-room-qa, ADR 0081): the three investors of its view-only group ask on
 * the room, on the deck and on a page of the LPA; the fund answered some, published two in the room's FAQ (their askers
 * are not shown there), assigned one to the demo user and closed one. Runs after the data-room section.
 */
export const dataRoomQaSeed: DemoSection = {
  name: 'data-room-qa',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    const fund = world.profiles.find((p) => p.demo && p.type === 'fund');
    const owner = world.users.find((u) => u.kind === 'demo');
    if (!fund || !owner) return { questions: 0 };
    const [room] = await tx
      .select()
      .from(dataRooms)
      .where(and(eq(dataRooms.fundProfileId, fund.id), eq(dataRooms.isDefault, true)))
      .limit(1);
    if (!room) return { questions: 0 };
    const files = await tx
      .select({ id: dataRoomItems.id, name: dataRoomItems.name })
      .from(dataRoomItems)
      .where(eq(dataRoomItems.dataRoomId, room.id));
    const fileNamed = (name: string) => files.find((f) => f.name === name)?.id ?? null;
    const deck = fileNamed('Pitch deck.pdf');
    const lpa = fileNamed('Limited partnership agreement.pdf');
    const investors = world.users.filter((u) => u.kind === 'investor').slice(0, 3);
    if (investors.length === 0) return { questions: 0 };
    const organisationOf = (userId: string) =>
      world.memberships.find((m) => m.userId === userId && world.profiles.some((p) => p.id === m.profileId && p.type === 'investor'))
        ?.profileId ?? null;
    const at = (daysAgo: number, plusHours = 0) => new Date(world.now.getTime() - daysAgo * DAY + plusHours * HOUR);

    const asked = [
      {
        by: 0,
        itemId: deck,
        page: 4,
        question: 'The deck shows a target of 20 to 25 investments: how many follow-on reserves does that leave per company?',
        state: 'published' as const,
        answer:
          'We reserve about 45 % of the fund for follow-ons, so roughly 1:1 on initial tickets for the best third of the portfolio. The reserve model is in the quarterly report, page 5.',
        createdAt: at(12),
        answeredAt: at(12, 6),
        publishedAt: at(11),
      },
      {
        by: 1,
        itemId: null,
        page: null,
        question: 'When is the final close, and is there a first-close discount on fees?',
        state: 'published' as const,
        answer:
          'The final close is planned for 30 June 2027. Investors in the first close pay a 0.25 % lower management fee for the life of the fund.',
        createdAt: at(9),
        answeredAt: at(8, 3),
        publishedAt: at(8),
      },
      {
        by: 2,
        itemId: lpa,
        page: 3,
        question: 'Section 4.2: does the key-person clause cover both partners or either of them?',
        state: 'answered' as const,
        answer: 'Either: the investment period is suspended if either partner stops devoting substantially all of their time to the fund.',
        createdAt: at(6),
        answeredAt: at(5),
        publishedAt: null,
      },
      {
        by: 0,
        itemId: deck,
        page: 6,
        question: 'Could you share the references of two founders from Fund I?',
        state: 'assigned' as const,
        answer: null,
        createdAt: at(2),
        answeredAt: null,
        publishedAt: null,
      },
      {
        by: 1,
        itemId: lpa,
        page: null,
        question: 'Is there a most-favoured-nation clause for side letters?',
        state: 'open' as const,
        answer: null,
        createdAt: at(1),
        answeredAt: null,
        publishedAt: null,
      },
      {
        by: 2,
        itemId: null,
        page: null,
        question: 'Please ignore my earlier question about the data room login, it works now.',
        state: 'closed' as const,
        answer: null,
        createdAt: at(4),
        answeredAt: null,
        publishedAt: null,
      },
    ];
    for (const q of asked) {
      const asker = investors[q.by % investors.length]!;
      const assigned = q.state !== 'open';
      await tx.insert(dataRoomQuestions).values({
        dataRoomId: room.id,
        itemId: q.itemId,
        page: q.itemId ? q.page : null,
        askerUserId: asker.id,
        askerProfileId: organisationOf(asker.id),
        askerEmail: asker.email.toLowerCase(),
        question: q.question,
        state: q.state,
        assigneeUserId: assigned && q.state !== 'closed' ? owner.id : null,
        draft: q.state === 'assigned' ? 'Happy to: we will ask two founders whether they agree to a call.' : null,
        answer: q.answer,
        answeredByUserId: q.answer ? owner.id : null,
        createdAt: q.createdAt,
        assignedAt: assigned && q.state !== 'closed' ? new Date(q.createdAt.getTime() + HOUR) : null,
        answeredAt: q.answeredAt,
        publishedAt: q.publishedAt,
        closedAt: q.state === 'closed' ? new Date(q.createdAt.getTime() + 2 * HOUR) : null,
        updatedAt: q.publishedAt ?? q.answeredAt ?? q.createdAt,
      });
    }
    return { questions: asked.length, published: asked.filter((q) => q.state === 'published').length };
  },
};
