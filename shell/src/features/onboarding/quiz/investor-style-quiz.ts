import { type InvestorStyleArchetype, investorStyleArchetypes } from '@fundnet/validation-schema';

/**
 * The investor style quiz of onboarding (/join/investor/quiz): seven questions on decision style,
 * risk, patience, reliance on consultants, data depth, manager selection and how time is spent on
 * a new opportunity. Each answer gives points to one or more of the spec's investor style
 * archetypes; `scoreInvestorStyle` adds them up and names ONE archetype.
 *
 * Pure data and functions (no React), so the scoring is unit-tested on its own.
 */

export type ArchetypePoints = Partial<Record<InvestorStyleArchetype, number>>;

export interface QuizAnswer {
  /** Stable id, stored in the answers map. */
  id: string;
  label: string;
  points: ArchetypePoints;
}

export interface QuizQuestion {
  id: string;
  /** The topic, shown above the question ("Decision style"). */
  topic: string;
  question: string;
  answers: readonly QuizAnswer[];
}

/** questionId → answerId */
export type QuizAnswers = Readonly<Record<string, string | undefined>>;

export const investorStyleQuestions: readonly QuizQuestion[] = [
  {
    id: 'decisionStyle',
    topic: 'Decision style',
    question: 'How do you usually reach an investment decision?',
    answers: [
      { id: 'adviser', label: 'I follow the recommendation of my consultant or adviser.', points: { ConsultantFollower: 3 } },
      { id: 'conviction', label: 'I trust my conviction and move fast when I see an edge.', points: { AlphaHunter: 3 } },
      { id: 'research', label: 'I research until I fully understand the strategy.', points: { KnowledgeSeeker: 3 } },
      { id: 'proven', label: 'I stay with managers and strategies that have proven themselves.', points: { Traditionalist: 3 } },
      { id: 'summary', label: 'I want a short, clear summary and then decide.', points: { Simplifier: 3 } },
      { id: 'models', label: 'I run the numbers through my own models and frameworks.', points: { Wizard: 3 } },
    ],
  },
  {
    id: 'risk',
    topic: 'Risk',
    question: 'Which portfolio describes your appetite for risk?',
    answers: [
      { id: 'preserve', label: 'Capital preservation: large, established funds.', points: { Traditionalist: 2, Simplifier: 1 } },
      { id: 'guidelines', label: 'Balanced, within the guidelines my advisers set.', points: { ConsultantFollower: 2, Traditionalist: 1 } },
      { id: 'concentrated', label: 'Concentrated bets on emerging managers for outsized returns.', points: { AlphaHunter: 3 } },
      { id: 'calibrated', label: 'Risk sized precisely with my own portfolio analytics.', points: { Wizard: 2, KnowledgeSeeker: 1 } },
      { id: 'understood', label: 'Any risk I understand well enough to explain.', points: { KnowledgeSeeker: 2, Simplifier: 1 } },
    ],
  },
  {
    id: 'patience',
    topic: 'Patience',
    question: 'How long are you willing to wait for returns?',
    answers: [
      { id: 'generations', label: 'Ten years and more: I think in fund generations.', points: { Traditionalist: 2, KnowledgeSeeker: 1 } },
      { id: 'thesis', label: 'As long as the thesis holds; I price illiquidity myself.', points: { Wizard: 2, AlphaHunter: 1 } },
      { id: 'early', label: 'I look for early signals: markups, first distributions.', points: { AlphaHunter: 2 } },
      { id: 'modelled', label: 'As long as the pacing plan of my advisers foresees.', points: { ConsultantFollower: 2 } },
      { id: 'predictable', label: 'I prefer predictable distributions and few surprises.', points: { Simplifier: 2, Traditionalist: 1 } },
    ],
  },
  {
    id: 'consultants',
    topic: 'Reliance on consultants',
    question: 'What role do investment consultants or gatekeepers play for you?',
    answers: [
      { id: 'central', label: 'A central one: they shortlist and run the due diligence.', points: { ConsultantFollower: 3 } },
      { id: 'secondOpinion', label: 'A second opinion next to my own work.', points: { KnowledgeSeeker: 1, Traditionalist: 1 } },
      { id: 'inHouse', label: 'Hardly any: we do everything in-house.', points: { Wizard: 2, AlphaHunter: 1 } },
      { id: 'reduceComplexity', label: 'They take complexity off my desk.', points: { Simplifier: 2, ConsultantFollower: 1 } },
    ],
  },
  {
    id: 'dataDepth',
    topic: 'Data depth',
    question: 'How much information do you want before you commit?',
    answers: [
      { id: 'everything', label: 'The full data room, down to every deal.', points: { KnowledgeSeeker: 2, Wizard: 1 } },
      { id: 'rawData', label: 'Raw, deal-level data I can feed into my own models.', points: { Wizard: 3 } },
      { id: 'onePager', label: 'A one-pager and the key metrics.', points: { Simplifier: 3 } },
      { id: 'report', label: "My consultant's report and rating.", points: { ConsultantFollower: 2 } },
      { id: 'edge', label: 'Just enough to see the edge before others do.', points: { AlphaHunter: 2 } },
      { id: 'cycles', label: 'A long track record across several cycles.', points: { Traditionalist: 2 } },
    ],
  },
  {
    id: 'managers',
    topic: 'Manager selection',
    question: 'Which fund managers get your attention first?',
    answers: [
      { id: 'emerging', label: 'First-time and emerging managers with a clear edge.', points: { AlphaHunter: 3 } },
      { id: 'established', label: 'Established firms raising their fourth fund or later.', points: { Traditionalist: 3 } },
      { id: 'explainers', label: 'Managers who explain their process openly and well.', points: { KnowledgeSeeker: 2, Simplifier: 1 } },
      { id: 'approved', label: "Managers on my consultant's approved list.", points: { ConsultantFollower: 3 } },
      {
        id: 'niche',
        label: 'Niche or complex strategies others overlook (secondaries, structured deals).',
        points: { Wizard: 2, AlphaHunter: 1 },
      },
    ],
  },
  {
    id: 'timeSpent',
    topic: 'Working style',
    question: 'A new opportunity lands on your desk. What do you do first?',
    answers: [
      { id: 'deepDive', label: 'Book a deep-dive session and prepare a list of questions.', points: { KnowledgeSeeker: 3 } },
      { id: 'shortCall', label: 'Ask for a short call with clear next steps.', points: { Simplifier: 2 } },
      { id: 'testAssumptions', label: 'Test their assumptions against my own data.', points: { Wizard: 2 } },
      { id: 'moveFirst', label: 'Move quickly so I get allocation before others.', points: { AlphaHunter: 2 } },
      { id: 'references', label: 'Call long-standing LPs of the manager for references.', points: { Traditionalist: 2 } },
      { id: 'forward', label: 'Forward it to my adviser for a first view.', points: { ConsultantFollower: 2 } },
    ],
  },
];

export interface ArchetypeDescription {
  title: string;
  summary: string;
  /** What Fundnet suggests for this style. */
  tips: readonly string[];
}

export const investorStyleDescriptions: Readonly<Record<InvestorStyleArchetype, ArchetypeDescription>> = {
  ConsultantFollower: {
    title: 'Consultant Follower',
    summary:
      'You work closely with investment consultants and gatekeepers. Their research, ratings and approved lists shape your shortlist, and you value an independent, documented process.',
    tips: [
      'Invite your consultant to the data rooms you review, so you assess the same documents.',
      'Filter discovery by fund maturity and verified profiles to match typical approved-list criteria.',
    ],
  },
  AlphaHunter: {
    title: 'Alpha Hunter',
    summary:
      'You look for outperformance before the crowd: emerging managers, concentrated strategies and early signals. You accept risk and move fast when you see an edge.',
    tips: [
      'Follow emerging and developing funds to hear about their closings early.',
      'Use graduation rates to see which portfolios move up to the next round fastest.',
    ],
  },
  KnowledgeSeeker: {
    title: 'Knowledge Seeker',
    summary:
      'You want to understand a strategy fully before committing. You read the data room, ask many questions and value managers who explain their process openly.',
    tips: [
      'Request access to full data rooms and track records rather than summaries.',
      'Use questions and answers and feedback to go deeper with the managers you meet.',
    ],
  },
  Traditionalist: {
    title: 'Traditionalist',
    summary:
      'You trust long track records, established firms and relationships built over fund generations. Capital preservation and references from other LPs matter more than novelty.',
    tips: [
      'Filter funds by maturity "Established" and review past funds and their DPI.',
      'Ask managers for references from returning LPs.',
    ],
  },
  Simplifier: {
    title: 'Simplifier',
    summary:
      'You want clarity: a short summary, the key metrics and a clear next step. You prefer simple structures and predictable outcomes over complexity.',
    tips: [
      'Start from fund headlines and key metrics in discovery; open the details only where it matters.',
      'Bookmark funds and let notifications tell you when something changes.',
    ],
  },
  Wizard: {
    title: 'Wizard',
    summary:
      'You are a seasoned, analytical investor with your own models and frameworks. You want raw data, are at ease with complex or niche strategies and decide independently.',
    tips: [
      'Download track-record sheets and commitment tables to run them through your own models.',
      'Look at secondaries, co-investments and niche strategies in discovery.',
    ],
  },
};

/**
 * Who wins a tie that the decision-style answer does not settle: the order of the spec's list
 * (stable, documented, and tested).
 */
export const archetypeTieOrder: readonly InvestorStyleArchetype[] = investorStyleArchetypes;

export interface InvestorStyleResult {
  archetype: InvestorStyleArchetype;
  /** Points per archetype (every archetype present, 0 when none). */
  scores: Record<InvestorStyleArchetype, number>;
}

export class IncompleteQuizError extends Error {
  constructor(readonly missing: string[]) {
    super(`Answer every question first (${missing.length} missing)`);
    this.name = 'IncompleteQuizError';
  }
}

/** The questions still without a (valid) answer. */
export function unansweredQuestions(answers: QuizAnswers, questions: readonly QuizQuestion[] = investorStyleQuestions): string[] {
  return questions.filter((q) => !q.answers.some((a) => a.id === answers[q.id])).map((q) => q.id);
}

/**
 * Scores the quiz and names ONE archetype.
 *
 * 1. Every chosen answer adds its points to the archetypes it names.
 * 2. The archetype with the most points wins.
 * 3. A tie goes to the archetype the decision-style answer (the first question) points to, if it
 *    is among the tied; otherwise to the first tied archetype in `archetypeTieOrder`.
 *
 * Throws `IncompleteQuizError` when a question has no valid answer.
 */
export function scoreInvestorStyle(answers: QuizAnswers, questions: readonly QuizQuestion[] = investorStyleQuestions): InvestorStyleResult {
  const missing = unansweredQuestions(answers, questions);
  if (missing.length > 0) throw new IncompleteQuizError(missing);

  const scores = Object.fromEntries(investorStyleArchetypes.map((a) => [a, 0])) as Record<InvestorStyleArchetype, number>;
  for (const question of questions) {
    const answer = question.answers.find((a) => a.id === answers[question.id])!;
    for (const [archetype, points] of Object.entries(answer.points) as [InvestorStyleArchetype, number][]) {
      scores[archetype] += points;
    }
  }

  const best = Math.max(...Object.values(scores));
  const tied = investorStyleArchetypes.filter((a) => scores[a] === best);
  if (tied.length === 1) return { archetype: tied[0]!, scores };

  const first = questions[0];
  const firstAnswer = first?.answers.find((a) => a.id === answers[first.id]);
  const decisive = firstAnswer
    ? tied.filter((a) => (firstAnswer.points[a] ?? 0) > 0).sort((a, b) => (firstAnswer.points[b] ?? 0) - (firstAnswer.points[a] ?? 0))
    : [];
  const archetype = decisive[0] ?? archetypeTieOrder.find((a) => tied.includes(a))!;
  return { archetype, scores };
}
