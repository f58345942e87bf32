import { feedbackCategories, feedbackRatingSheet } from '@fundnet/validation-schema';
import type { DbOrTx } from '../db/client';
import { fundActivities } from '../modules/fund-activity-summary/tables';
import { fundFeedbackRequests } from '../modules/fund-feedback-requests/tables';
import { type FeedbackGroupColumn, fundFeedback } from '../modules/fund-feedback/tables';
import { fundTodos } from '../modules/fund-todo/tables';
import { providerRatings } from '../modules/provider-rating/tables';
import type { DemoSection, DemoWorld } from './world';

const DAY = 86_400_000;

/** A rating sheet around `base` (1..5): every group rated, a few sub-criteria rated and commented. */
function sheet(base: number, seed: number): Record<string, FeedbackGroupColumn> {
  const clamp = (n: number) => Math.min(5, Math.max(1, n));
  return Object.fromEntries(
    feedbackRatingSheet.map((g, i) => {
      const criteria = Object.fromEntries(
        g.criteria
          .filter((_c, j) => (j + seed + i) % 3 !== 0)
          .map((c, j) => [
            c.id,
            { rating: clamp(base + ((j + seed + i) % 3) - 1), comment: j === 0 ? `${c.label}: discussed with the team.` : null },
          ]),
      );
      return [
        g.group,
        {
          rating: clamp(base + ((i + seed) % 3) - 1),
          comment: i % 2 === 0 ? `${g.label} looked ${base >= 4 ? 'strong' : 'adequate'}.` : null,
          criteria,
        },
      ];
    }),
  );
}

const texts = [
  {
    stage: 'dueDiligence',
    rating: 4,
    general: 'A disciplined seed team with real sourcing edge in Nordic B2B software. The reporting is among the best we have seen.',
    liked: ['Proprietary deal flow from the operator network', 'Quarterly reporting quality'],
    improve: ['Reserve strategy for follow-ons', 'Depth of the back office'],
    weak: ['processes'],
  },
  {
    stage: 'firstScreening',
    rating: 3,
    general: 'Interesting strategy but a short attributable track record; we would like to see two more exits before committing.',
    liked: ['Clear thesis'],
    improve: ['Attribution of the track record to the current partners'],
    weak: ['trackRecord', 'risk'],
  },
  {
    stage: 'investmentCommittee',
    rating: 5,
    general: 'Strong alignment, GP commitment above market, and a team that has worked together for ten years.',
    liked: ['Team cohesion', 'GP commitment', 'Fee structure'],
    improve: ['ESG reporting templates'],
    weak: ['processes'],
  },
  {
    stage: 'inDepthAnalysis',
    rating: 3,
    general: 'The fund size feels large for a first-time team; concentration in two sectors is a concern for our portfolio.',
    liked: ['Sector expertise'],
    improve: ['Diversification across sectors', 'Smaller first close target'],
    weak: ['portfolioFit', 'risk'],
  },
] as const;

/**
 * Feedback, feedback requests, to-dos, the activity log and provider ratings: the demo fund has received feedback from
 * four investors (one anonymous, one not shared) and sent requests in every state; the demo investor has an open
 * request to answer and feedback it gave; the demo fund has to-dos and an activity log; providers have likes and scores.
 */
export const feedbackSeed: DemoSection = {
  name: 'feedback',
  async seed(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
    const fund = world.profiles.find((p) => p.demo && p.type === 'fund');
    const demoInvestor = world.profiles.find((p) => p.demo && p.type === 'investor');
    const owner = world.users.find((u) => u.kind === 'demo');
    if (!fund || !demoInvestor || !owner) return { feedback: 0 };
    const memberOf = (profileId: string) => world.memberships.find((m) => m.profileId === profileId)?.userId ?? null;
    const investors = world.profiles.filter((p) => p.type === 'investor' && !p.demo && p.status === 'published').slice(0, 6);
    const funds = world.profiles.filter((p) => p.type === 'fund' && !p.demo && p.status === 'published').slice(0, 3);
    const at = (days: number) => new Date(world.now.getTime() - days * DAY);

    // Feedback on the demo fund; the second is anonymous, the fourth is kept by its author.
    let feedback = 0;
    const feedbackIds: string[] = [];
    for (const [i, text] of texts.entries()) {
      const investor = investors[i];
      if (!investor) continue;
      const [row] = await tx
        .insert(fundFeedback)
        .values({
          fundProfileId: fund.id,
          authorProfileId: investor.id,
          authorUserId: memberOf(investor.id),
          analysisStage: text.stage,
          generalRating: text.rating,
          generalFeedback: text.general,
          likedThings: [...text.liked],
          improveThings: [...text.improve],
          weakSpots: [...text.weak],
          stayAnonymous: i === 1,
          willingToJumpOnCall: i !== 1,
          shareWithFund: i !== 3,
          ratings: sheet(text.rating, i),
          createdAt: at(20 - i * 4),
          updatedAt: at(20 - i * 4),
        })
        .returning({ id: fundFeedback.id });
      feedbackIds.push(row!.id);
      feedback += 1;
      if (i !== 3) {
        await tx.insert(fundActivities).values({
          fundProfileId: fund.id,
          type: 'feedbackReceived',
          source: 'platform',
          title: i === 1 ? 'Anonymous feedback received' : `Feedback received from ${investor.name}`,
          investorName: i === 1 ? null : investor.name,
          description: `General rating ${text.rating}/5`,
          occurredAt: at(20 - i * 4),
        });
      }
    }

    // Requests the demo fund sent: one answered (by the first, named feedback), one ignored, two open.
    let requests = 0;
    const states = ['Responded', 'Ignored', 'Requested', 'Requested'] as const;
    for (const [i, status] of states.entries()) {
      const investor = investors[i === 0 ? 0 : i + 2];
      if (!investor) continue;
      await tx.insert(fundFeedbackRequests).values({
        fundProfileId: fund.id,
        investorProfileId: investor.id,
        requestedByUserId: owner.id,
        message: 'We would value your view on our fund ahead of the first close.',
        status,
        feedbackId: status === 'Responded' ? (feedbackIds[0] ?? null) : null,
        answeredAt: status === 'Requested' ? null : at(10 - i),
        createdAt: at(24 - i * 3),
      });
      await tx.insert(fundActivities).values({
        fundProfileId: fund.id,
        type: 'feedbackRequested',
        source: 'platform',
        title: `Feedback requested from ${investor.name}`,
        investorName: investor.name,
        createdByUserId: owner.id,
        occurredAt: at(24 - i * 3),
      });
      requests += 1;
    }
    // Requests the demo investor received: one open (to answer or ignore), one it ignored.
    for (const [i, other] of funds.slice(0, 2).entries()) {
      await tx.insert(fundFeedbackRequests).values({
        fundProfileId: other.id,
        investorProfileId: demoInvestor.id,
        requestedByUserId: memberOf(other.id),
        message: i === 0 ? 'You read our deck last week: what did you think?' : null,
        status: i === 0 ? 'Requested' : 'Ignored',
        answeredAt: i === 0 ? null : at(3),
        createdAt: at(6 + i * 5),
      });
      requests += 1;
    }
    // Feedback the demo investor gave, shared openly.
    if (funds[2]) {
      await tx.insert(fundFeedback).values({
        fundProfileId: funds[2].id,
        authorProfileId: demoInvestor.id,
        authorUserId: owner.id,
        analysisStage: 'inDepthAnalysis',
        generalRating: 4,
        generalFeedback: 'A focused climate-tech strategy with a team that has operated in the sector; fees are on the high side.',
        likedThings: ['Operator experience', 'Clear pipeline'],
        improveThings: ['Management fee step-down'],
        weakSpots: ['processes'],
        stayAnonymous: false,
        willingToJumpOnCall: true,
        shareWithFund: true,
        ratings: sheet(4, 7),
        createdAt: at(9),
        updatedAt: at(9),
      });
      feedback += 1;
    }

    // The demo fund's to-dos and hand-written activity.
    const todos = [
      { title: 'Send the Q3 letter to soft-circled LPs', dueDate: 2, done: false },
      { title: 'Follow up with investors who read the deck twice', dueDate: 5, done: false },
      { title: 'Prepare the first-close subscription documents', dueDate: 14, done: false },
      { title: 'Answer the DDQ of the pension fund', dueDate: -3, done: false },
      { title: 'Refresh the track record with the Q2 valuations', dueDate: -10, done: true },
      { title: 'Upload the audited accounts to the data room', dueDate: -15, done: true },
    ];
    for (const todo of todos) {
      const due = new Date(world.now.getTime() + todo.dueDate * DAY).toISOString().slice(0, 10);
      await tx.insert(fundTodos).values({
        fundProfileId: fund.id,
        title: todo.title,
        dueDate: due,
        done: todo.done,
        doneAt: todo.done ? at(-todo.dueDate + 1) : null,
        createdByUserId: owner.id,
        createdAt: at(30),
        updatedAt: at(todo.done ? -todo.dueDate + 1 : 30),
      });
      if (todo.done) {
        await tx.insert(fundActivities).values({
          fundProfileId: fund.id,
          type: 'todoDone',
          source: 'platform',
          title: todo.title,
          createdByUserId: owner.id,
          occurredAt: at(-todo.dueDate + 1),
        });
      }
    }
    const manual = [
      { type: 'meeting', title: 'First meeting', days: 28, description: 'Strategy and team; they asked for the track record sheet.' },
      {
        type: 'call',
        title: 'Follow-up call on terms',
        days: 18,
        description: 'Management fee and the step-down after the investment period.',
      },
      { type: 'email', title: 'Sent the data-room invitation', days: 15, description: null },
      {
        type: 'meeting',
        title: 'On-site due diligence',
        days: 8,
        description: 'Two partners and the investment manager; portfolio review.',
      },
      { type: 'note', title: 'IC date set', days: 4, description: 'Investment committee planned for next month.' },
    ];
    for (const [i, entry] of manual.entries()) {
      const investor = investors[i % Math.max(1, investors.length)];
      await tx.insert(fundActivities).values({
        fundProfileId: fund.id,
        type: entry.type,
        source: 'manual',
        title: investor ? `${entry.title} with ${investor.name}` : entry.title,
        investorName: investor?.name ?? null,
        description: entry.description,
        createdByUserId: owner.id,
        occurredAt: at(entry.days),
      });
    }

    // Provider ratings: likes and scores from investors and funds.
    const providers = world.profiles.filter((p) => p.type === 'serviceProvider' && p.status === 'published').slice(0, 5);
    const raters = [...investors, ...funds];
    let ratings = 0;
    for (const [i, provider] of providers.entries()) {
      for (const [j, rater] of raters.entries()) {
        if ((i + j) % 3 === 2 || rater.id === provider.id) continue;
        await tx.insert(providerRatings).values({
          providerProfileId: provider.id,
          raterProfileId: rater.id,
          liked: (i + j) % 2 === 0,
          score: 3 + ((i + j) % 3),
        });
        ratings += 1;
      }
    }
    return {
      feedback,
      requests,
      todos: todos.length,
      activities: manual.length,
      providerRatings: ratings,
      groups: feedbackCategories.length,
    };
  },
};
