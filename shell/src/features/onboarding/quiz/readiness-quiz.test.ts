import { fundReadinessQuestions, readinessChecklist, serviceProviderReadinessQuestions } from './readiness-quiz';

describe('readinessChecklist', () => {
  it('turns "no" into things to prepare and "yes" into things to add now', () => {
    const checklist = readinessChecklist('fund', { summary: true, trackRecord: false, terms: true });
    expect(checklist.addNow.map((i) => i.title)).toEqual(['Write your headline and fund summary', 'Enter your fund terms']);
    expect(checklist.prepare.map((i) => i.id)).toEqual(['trackRecord', 'dataRoom', 'team', 'investors']);
    expect(checklist.readinessPercent).toBe(33);
  });

  it('gives a full checklist for every question of both kinds', () => {
    for (const [type, questions] of [
      ['fund', fundReadinessQuestions],
      ['serviceProvider', serviceProviderReadinessQuestions],
    ] as const) {
      const allYes = Object.fromEntries(questions.map((q) => [q.id, true]));
      expect(readinessChecklist(type, allYes)).toMatchObject({ prepare: [], readinessPercent: 100 });
      expect(readinessChecklist(type, {}).prepare).toHaveLength(questions.length);
    }
  });
});
