import { describe, expect, it } from 'vitest';
import { CJMM_STEPS } from '../items/cjmm-steps';
import { checkAuthoredContent, readAuthoredContent } from './check-content';

/** A valid multiple-choice item, free of item-writing flaws; `n` keeps items apart. */
const item = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `au-000000000001-${n}`,
  itemType: 'multiple-choice',
  stem: `A client on day ${n} after abdominal surgery reports pain of 8 on a scale of 0 to 10 at the incision. Which action should the nurse take first?`,
  options: [
    'Assess the incision and the vital signs',
    'Give the prescribed as-needed opioid',
    'Reposition the client and offer a pillow to splint',
    'Call the surgeon to report the pain',
  ],
  correctAnswer: 0,
  explanation:
    'A is correct because a new report of severe pain is assessed first, to rule out a complication before treating it. B is wrong because medicating first can mask a complication. C is wrong because comfort measures follow the assessment. D is wrong because the surgeon needs the findings of an assessment.',
  subject: 'Medical-Surgical Nursing',
  topic: 'Postoperative pain',
  difficulty: 'medium',
  clientNeeds: 'Physiological Adaptation',
  exams: ['rn'],
  reference: 'Lewis’s Medical-Surgical Nursing, 12th ed.: postoperative care',
  ...overrides,
});

const caseStudy = {
  id: 'au-000000000001',
  title: 'Postoperative day 1',
  scenario: 'A client is on the surgical unit after a bowel resection.',
  chart: [
    { title: "Nurses' Notes", entries: [{ shownFromItem: 0, block: { kind: 'note', time: '0800', text: 'Alert.' } }] },
  ],
};

describe('checkAuthoredContent', () => {
  it('accepts a sound item and returns it parsed', () => {
    const result = checkAuthoredContent({ kind: 'item', item: item(1) });
    expect(result).toMatchObject({
      ok: true,
      problems: [],
      content: { kind: 'item', item: { id: 'au-000000000001-1' } },
    });
  });

  it('names the field of every schema problem', () => {
    const result = checkAuthoredContent({ kind: 'item', item: item(1, { stem: '', difficulty: 'tough' }) });
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        'The item, field stem: stem must not be empty.',
        'The item, field difficulty: difficulty must be "easy", "medium" or "hard".',
      ]),
    );
  });

  it('reports the item-writing flaws of a well-formed item', () => {
    const result = checkAuthoredContent({
      kind: 'item',
      item: item(1, {
        explanation: 'A is correct because it comes first. B is wrong because it masks a complication.',
      }),
    });
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(
      expect.arrayContaining([expect.stringContaining('The item: the explanation does not discuss option C')]),
    );
  });

  it('accepts a case study of six items taking the CJMM steps in order', () => {
    const questions = CJMM_STEPS.map((cjmmStep, i) => item(i + 1, { cjmmStep }));
    expect(checkAuthoredContent({ kind: 'case-study', caseStudy, questions })).toMatchObject({
      ok: true,
      problems: [],
    });
  });

  it('refuses a case study without six items, out of CJMM order, or across subjects', () => {
    const five = CJMM_STEPS.slice(0, 5).map((cjmmStep, i) => item(i + 1, { cjmmStep }));
    expect(checkAuthoredContent({ kind: 'case-study', caseStudy, questions: five }).problems).toContain(
      'A case study holds exactly 6 items, one per step; this one has 5.',
    );
    const swapped = CJMM_STEPS.map((_, i) => item(i + 1, { cjmmStep: CJMM_STEPS[i === 0 ? 1 : i === 1 ? 0 : i] }));
    expect(checkAuthoredContent({ kind: 'case-study', caseStudy, questions: swapped }).problems).toContain(
      'Item 1: it takes the step "recognize cues" (the CJMM order), not "analyze cues".',
    );
    const mixed = CJMM_STEPS.map((cjmmStep, i) =>
      item(i + 1, { cjmmStep, ...(i === 5 ? { subject: 'Pharmacology' } : {}) }),
    );
    expect(checkAuthoredContent({ kind: 'case-study', caseStudy, questions: mixed }).problems).toContain(
      'The six items must share one subject, not Medical-Surgical Nursing, Pharmacology.',
    );
  });

  it('reports a case study’s own fields', () => {
    const result = checkAuthoredContent({
      kind: 'case-study',
      caseStudy: { ...caseStudy, title: '' },
      questions: CJMM_STEPS.map((cjmmStep, i) => item(i + 1, { cjmmStep })),
    });
    expect(result.ok).toBe(false);
    expect(result.problems.some((problem) => problem.startsWith('The case study, field title:'))).toBe(true);
  });
});

describe('readAuthoredContent (the browser import)', () => {
  it('takes a well-formed item with its item-writing flaws, worded as checkAuthoredContent words them', () => {
    const flawed = { kind: 'item' as const, item: item(1, { reference: 'The ward handbook' }) };
    const result = readAuthoredContent(flawed);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content).toMatchObject({ kind: 'item', item: { id: 'au-000000000001-1' } });
    expect(result.flaws).toEqual(checkAuthoredContent(flawed).problems);
    expect(result.flaws).toEqual([expect.stringMatching(/^The item: the reference must give a year/)]);
    expect(readAuthoredContent({ kind: 'item', item: item(2) })).toMatchObject({ ok: true, flaws: [] });
  });

  it('refuses what a schema refuses, and a case study out of CJMM order', () => {
    const result = readAuthoredContent({ kind: 'item', item: item(1, { difficulty: 'tough' }) });
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? [] : result.problems).toContain(
      'The item, field difficulty: difficulty must be "easy", "medium" or "hard".',
    );
    const swapped = CJMM_STEPS.map((_, i) => item(i + 1, { cjmmStep: CJMM_STEPS[i === 0 ? 1 : i === 1 ? 0 : i] }));
    expect(readAuthoredContent({ kind: 'case-study', caseStudy, questions: swapped }).ok).toBe(false);
    const sound = CJMM_STEPS.map((cjmmStep, i) => item(i + 1, { cjmmStep }));
    expect(readAuthoredContent({ kind: 'case-study', caseStudy, questions: sound })).toMatchObject({
      ok: true,
      flaws: [],
    });
  });
});
