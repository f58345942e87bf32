// The Q&A row of `pnpm bench:dataroom` (data-room.ts calls it): a room's inbox with 10,000 questions, paged and filtered
// as the fund reads it (newest first, 20 a page, with the counts per state), p95 over 50 calls per view.
import { qaStates } from '@fundnet/validation-schema';
import { dataRoomQuestions } from '../modules/data-room-qa/tables';
import { createUser } from '../test/factories';
import type { TestApp } from '../test/test-app';

const QUESTIONS = 10_000;

export async function benchQaInbox(t: TestApp, roomId: string, headers: Record<string, string>) {
  const askers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
  const start = Date.now() - QUESTIONS * 60_000;
  const rows = Array.from({ length: QUESTIONS }, (_, i) => {
    const state = qaStates[i % qaStates.length]!;
    const answered = state === 'answered' || state === 'published';
    const createdAt = new Date(start + i * 60_000);
    return {
      dataRoomId: roomId,
      askerUserId: askers[i % askers.length]!.id,
      askerEmail: askers[i % askers.length]!.email,
      question: `Question ${i}: what does the fund expect from follow-on reserves in year ${i % 10}?`,
      state,
      answer: answered ? `Answer ${i}: about 45 % of the fund is reserved.` : null,
      assigneeUserId: state === 'open' ? null : askers[0]!.id,
      createdAt,
      answeredAt: answered ? new Date(createdAt.getTime() + 3_600_000) : null,
      publishedAt: state === 'published' ? new Date(createdAt.getTime() + 7_200_000) : null,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await t.database.db.insert(dataRoomQuestions).values(rows.slice(i, i + 1000));

  const measure = async (query: string) => {
    const timings: number[] = [];
    for (let i = 0; i < 55; i++) {
      const s = performance.now();
      const response = await fetch(`${t.baseUrl}/api/data-room-qa/inbox/${roomId}${query}`, { headers });
      const body = (await response.json()) as { total: number };
      if (response.status !== 200) throw new Error(`the inbox answered ${response.status}`);
      if (i >= 5) timings.push(performance.now() - s);
      if (i === 0 && body.total === 0) throw new Error('the inbox listed nothing');
    }
    timings.sort((a, b) => a - b);
    return { p50: timings[Math.floor(timings.length * 0.5)]!, p95: timings[Math.floor(timings.length * 0.95)]! };
  };
  return {
    questions: QUESTIONS,
    all: await measure(''),
    byState: await measure('?state=assigned&skip=100&take=20'),
  };
}
