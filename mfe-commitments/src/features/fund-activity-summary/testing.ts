import type { FundActivity, FundActivityList } from '@fundnet/validation-schema';

// Contract-shaped fixtures of the fund-activity-summary family (GET api/fund-activity-summary/activity).

export const activityId = (n: number) => `9b3d4c52-4d0e-4a57-9a51-${String(n).padStart(12, '0')}`;

export function activity(n: number, overrides: Partial<FundActivity> = {}): FundActivity {
  return {
    id: activityId(n),
    type: 'meeting',
    source: 'manual',
    title: `Activity ${n}`,
    description: null,
    investorName: null,
    occurredAt: `2026-11-${String(Math.max(1, 24 - n)).padStart(2, '0')}T10:00:00.000Z`,
    createdBy: 'Lena Berg',
    ...overrides,
  };
}

/** A week of a raise: meetings and calls logged by the team, feedback and to-dos recorded by the platform. */
export const recentActivity = (): FundActivity[] => [
  activity(1, { title: 'IC pre-meeting', investorName: 'Nordic Pension', description: 'Walked through the track record of Fund I.' }),
  activity(2, { type: 'call', title: 'Fee discussion', investorName: 'Alpine Family Office' }),
  activity(3, {
    type: 'feedbackReceived',
    source: 'platform',
    title: 'Feedback received',
    investorName: 'Harbour Endowment',
    createdBy: null,
  }),
  activity(4, { type: 'email', title: 'Sent the LPA draft', investorName: 'Meridian Fund of Funds' }),
  activity(5, { type: 'todoDone', source: 'platform', title: 'To-do done: Book the AGM venue', createdBy: null }),
  activity(6, { type: 'note', title: 'Placement agent shortlist', description: 'Three agents for the Gulf region.' }),
];

export function activityList(items: FundActivity[], total = items.length): FundActivityList {
  const countsByType: Record<string, number> = {};
  for (const item of items) countsByType[item.type] = (countsByType[item.type] ?? 0) + 1;
  return { items, total, countsByType };
}

/** A full page of long titles and descriptions. */
export const longActivity = (): FundActivity[] =>
  Array.from({ length: 20 }, (_, i) =>
    activity(i + 1, {
      type: (['meeting', 'call', 'email', 'note', 'feedbackRequested', 'feedbackRequestAnswered'] as const)[i % 6]!,
      source: i % 6 >= 4 ? 'platform' : 'manual',
      title: `Second meeting with the private-markets investment committee on co-investment rights and the side letter (${i + 1})`,
      investorName: 'Pensionskasse der Kantonalen Verwaltung und Öffentlichen Unternehmen',
      description:
        'They want the key-person clause to name both partners, an LPAC seat, and the management-fee step-down after the investment period; next step is a call with their CFO.',
      createdBy: i % 6 >= 4 ? null : 'Dr. Annemarie Schönberger-Lindqvist',
    }),
  );
