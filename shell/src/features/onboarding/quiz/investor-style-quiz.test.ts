import { type InvestorStyleArchetype, investorStyleArchetypes } from '@fundnet/validation-schema';
import {
  IncompleteQuizError,
  type QuizAnswers,
  investorStyleDescriptions,
  investorStyleQuestions,
  scoreInvestorStyle,
  unansweredQuestions,
} from './investor-style-quiz';

/** For each question, the answer giving `target` the most points (fewest to the others on a tie). */
function answersFavouring(target: InvestorStyleArchetype): QuizAnswers {
  const answers: Record<string, string> = {};
  for (const question of investorStyleQuestions) {
    const ranked = [...question.answers].sort((a, b) => {
      const forTarget = (b.points[target] ?? 0) - (a.points[target] ?? 0);
      if (forTarget !== 0) return forTarget;
      const others = (x: typeof a) => Object.values(x.points).reduce((s, p) => s + p, 0) - (x.points[target] ?? 0);
      return others(a) - others(b);
    });
    answers[question.id] = ranked[0]!.id;
  }
  return answers;
}

const answerOf = (questionId: string, archetype: InvestorStyleArchetype) =>
  investorStyleQuestions.find((q) => q.id === questionId)!.answers.find((a) => (a.points[archetype] ?? 0) >= 2)!.id;

describe('scoreInvestorStyle', () => {
  it('has 6 to 8 questions, each with answers for several archetypes', () => {
    expect(investorStyleQuestions.length).toBeGreaterThanOrEqual(6);
    expect(investorStyleQuestions.length).toBeLessThanOrEqual(8);
    for (const question of investorStyleQuestions) expect(question.answers.length).toBeGreaterThanOrEqual(4);
    const topics = investorStyleQuestions.map((q) => q.topic);
    expect(topics).toEqual(expect.arrayContaining(['Decision style', 'Risk', 'Patience', 'Reliance on consultants', 'Data depth']));
  });

  it.each(investorStyleArchetypes)('can yield %s', (archetype) => {
    const result = scoreInvestorStyle(answersFavouring(archetype));
    expect(result.archetype).toBe(archetype);
    expect(result.scores[archetype]).toBe(Math.max(...Object.values(result.scores)));
  });

  it('gives every archetype a description', () => {
    for (const archetype of investorStyleArchetypes) {
      expect(investorStyleDescriptions[archetype].summary.length).toBeGreaterThan(40);
      expect(investorStyleDescriptions[archetype].tips.length).toBeGreaterThan(0);
    }
  });

  it('adds up the points of the chosen answers', () => {
    const { scores, archetype } = scoreInvestorStyle({
      decisionStyle: 'models', // Wizard 3
      risk: 'calibrated', // Wizard 2, KnowledgeSeeker 1
      patience: 'thesis', // Wizard 2, AlphaHunter 1
      consultants: 'inHouse', // Wizard 2, AlphaHunter 1
      dataDepth: 'onePager', // Simplifier 3
      managers: 'established', // Traditionalist 3
      timeSpent: 'deepDive', // KnowledgeSeeker 3
    });
    expect(scores).toEqual({
      ConsultantFollower: 0,
      AlphaHunter: 2,
      KnowledgeSeeker: 4,
      Traditionalist: 3,
      Simplifier: 3,
      Wizard: 9,
    });
    expect(archetype).toBe('Wizard');
  });

  it('settles a tie with the decision-style answer', () => {
    // Simplifier: 3 (decisionStyle) + 2 (timeSpent) = 5; Traditionalist: 3 (managers) + 2 (dataDepth) = 5.
    const answers: QuizAnswers = {
      decisionStyle: 'summary',
      risk: 'concentrated', // AlphaHunter 3
      patience: 'modelled', // ConsultantFollower 2
      consultants: 'inHouse', // Wizard 2, AlphaHunter 1
      dataDepth: 'cycles', // Traditionalist 2
      managers: 'established', // Traditionalist 3
      timeSpent: 'shortCall', // Simplifier 2
    };
    const result = scoreInvestorStyle(answers);
    expect(result.scores.Simplifier).toBe(5);
    expect(result.scores.Traditionalist).toBe(5);
    expect(result.scores.AlphaHunter).toBe(4);
    expect(result.archetype).toBe('Simplifier');
  });

  it('breaks a tie outside the decision-style answer by the order of the spec list', () => {
    const result = scoreInvestorStyle({
      decisionStyle: 'summary', // Simplifier 3
      risk: 'concentrated', // AlphaHunter 3
      patience: 'early', // AlphaHunter 2
      consultants: 'central', // ConsultantFollower 3
      dataDepth: 'cycles', // Traditionalist 2
      managers: 'established', // Traditionalist 3
      timeSpent: 'testAssumptions', // Wizard 2
    });
    expect(result.scores.AlphaHunter).toBe(5);
    expect(result.scores.Traditionalist).toBe(5);
    expect(result.scores.Simplifier).toBe(3);
    // The decision-style answer (Simplifier) is not among the tied → spec order: AlphaHunter before Traditionalist.
    expect(result.archetype).toBe('AlphaHunter');
  });

  it('refuses an incomplete quiz and names the missing questions', () => {
    const answers = { decisionStyle: answerOf('decisionStyle', 'Wizard'), risk: 'not-an-answer' };
    expect(unansweredQuestions(answers)).toEqual(['risk', 'patience', 'consultants', 'dataDepth', 'managers', 'timeSpent']);
    expect(() => scoreInvestorStyle(answers)).toThrow(IncompleteQuizError);
  });
});
