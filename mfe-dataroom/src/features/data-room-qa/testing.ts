// Contract-shaped fixtures of the data-room-qa feature (packages/validation-schema/src/contracts/data-room-qa.ts) for
// its stories and tests. Test support only: app code never imports this file.
import type { ActiveProfile, FaqEntry, InboxQuestion, MyQuestion, QaResponseTimes } from '@fundnet/api-client';

export const fund: ActiveProfile = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', type: 'fund' };
export const investor: ActiveProfile = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03', type: 'investor' };
export const uuid = (n: number) => `7e2c6b1e-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`;
export const roomId = '5d1c6b1e-1a2b-4c3d-8e9f-000000000001';
export const fileId = '5d1c6b1e-1a2b-4c3d-8e9f-000000000003';
export const editorId = uuid(900);

export const roomReply = (canManage = true) => ({
  json: {
    dataRoom: {
      id: roomId,
      fundProfileId: fund.id,
      fundName: 'Northwind Ventures II',
      name: 'Northwind data room',
      type: 'fundnetDiscovery',
      externalDataRoomUrl: null,
      isDefault: true,
      sort: 'ByAlphabet',
      canManage,
      createdAt: '2026-11-20T09:30:00.000Z',
    },
    items: [],
  },
});

export function myQuestion(overrides: Partial<MyQuestion> = {}): MyQuestion {
  return {
    id: uuid(1),
    dataRoomId: roomId,
    fileId,
    fileName: 'Pitch deck.pdf',
    page: 2,
    text: 'What is the management fee after the investment period?',
    state: 'open',
    answer: null,
    mine: true,
    askedAt: '2026-11-24T09:10:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

export function faqEntry(overrides: Partial<FaqEntry> = {}): FaqEntry {
  return {
    id: uuid(2),
    fileId: null,
    fileName: null,
    page: null,
    question: 'When is the final close?',
    answer: 'The final close is planned for 30 June 2027; the first close was on 1 October 2026.',
    publishedAt: '2026-11-22T15:00:00.000Z',
    ...overrides,
  };
}

export function inboxQuestion(n: number, overrides: Partial<InboxQuestion> = {}): InboxQuestion {
  return {
    id: uuid(100 + n),
    dataRoomId: roomId,
    fileId: n % 2 ? fileId : null,
    fileName: n % 2 ? 'Pitch deck.pdf' : null,
    page: n % 2 ? 2 : null,
    text: n % 3 ? 'What is the management fee after the investment period?' : 'Is there a key-person clause, and who are the key persons?',
    state: 'open',
    asker: { email: `lp${n}@pension.example`, name: 'Lena Park', organisation: 'Nordic Pension Plan', viaLink: null },
    assignee: null,
    draft: null,
    answer: null,
    askedAt: `2026-11-2${n % 9}T09:10:00.000Z`,
    assignedAt: null,
    answeredAt: null,
    publishedAt: null,
    closedAt: null,
    ...overrides,
  };
}

export const inboxReply = (items: InboxQuestion[], total = items.length) => ({
  json: {
    items,
    total,
    counts: {
      open: items.filter((q) => q.state === 'open').length,
      assigned: items.filter((q) => q.state === 'assigned').length,
      answered: items.filter((q) => q.state === 'answered').length,
      published: items.filter((q) => q.state === 'published').length,
      closed: items.filter((q) => q.state === 'closed').length,
    },
  },
});

export const responseTimes = (overrides: Partial<QaResponseTimes> = {}): QaResponseTimes => ({
  asked: 12,
  answered: 9,
  waiting: 3,
  medianMs: 5 * 3_600_000,
  averageMs: 9 * 3_600_000,
  p90Ms: 30 * 3_600_000,
  oldestWaitingAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

export const assigneesReply = () => ({
  json: {
    items: [
      { userId: editorId, name: 'Elena Editor', email: 'elena@northwind.example' },
      { userId: uuid(901), name: 'Oscar Owner', email: 'oscar@northwind.example' },
    ],
  },
});
