import { describe, expect, it } from 'vitest';
import { CLIENT_NEEDS, type ClientNeed, SUBJECT_MINIMUM_ITEMS, SUBJECTS } from '../../../../shared/exams/question-bank';
import {
  buildCaseStudy,
  buildQuestion,
  buildSataQuestion,
  type MultipleChoiceQuestion,
} from '../../../testing/question-factory';
import {
  checkBankSize,
  checkDistribution,
  checkItems,
  formatBankSummary,
  formatProblem,
  summarizeBank,
} from './bank-checks';
import type { AuthoredQuestion } from './load-question-bank';

/** Items per client need for a 420-item bank inside every NCLEX-RN range. */
const BALANCED_NEEDS = [76, 55, 38, 38, 38, 67, 50, 58];
/** Of those, the items that fit the PN: 100, inside every NCLEX-PN range. */
const BALANCED_PN_NEEDS = [21, 13, 9, 12, 10, 13, 12, 10];

/**
 * A 420-item bank that meets every distribution rule: subject minimums, RN and PN test-plan ranges,
 * keys A-D, a third of each difficulty.
 */
function balancedBank(): MultipleChoiceQuestion[] {
  const needs = CLIENT_NEEDS.flatMap((need, i) => Array<ClientNeed>(BALANCED_NEEDS[i] ?? 0).fill(need));
  const subjects = SUBJECTS.flatMap((subject) => Array(SUBJECT_MINIMUM_ITEMS[subject]).fill(subject));
  const pnLeft = [...BALANCED_PN_NEEDS];
  return needs.map((clientNeeds, i) => {
    const need = CLIENT_NEEDS.indexOf(clientNeeds);
    const fitsPn = (pnLeft[need] ?? 0) > 0;
    if (fitsPn) pnLeft[need] = (pnLeft[need] ?? 0) - 1;
    return buildQuestion(i + 1, { clientNeeds, subject: subjects[i], exams: fitsPn ? ['rn', 'pn'] : ['rn'] });
  });
}

const reasons = (bank: AuthoredQuestion[]) => checkDistribution(summarizeBank(bank)).map((p) => p.reason);

describe('the distribution of the bank', () => {
  it('accepts a bank inside every range', () => {
    const bank = balancedBank();
    expect(bank).toHaveLength(420);
    expect(reasons(bank)).toEqual([]);
  });

  it('flags a client need outside the NCLEX-RN test plan range', () => {
    const bank = balancedBank().map((item, i) =>
      i < 40 ? { ...item, clientNeeds: 'Psychosocial Integrity' as const } : item,
    );
    expect(reasons(bank)).toContain('Management of Care holds 8.6% of items; the NCLEX-RN test plan range is 15-21%.');
    expect(reasons(bank)).toContain(
      'Psychosocial Integrity holds 18.6% of items; the NCLEX-RN test plan range is 6-12%.',
    );
  });

  it('flags a subject under its minimum', () => {
    const bank = balancedBank().map((item) =>
      item.subject === 'Community Health' && item.id.endsWith('0')
        ? { ...item, subject: 'Pharmacology' as const }
        : item,
    );
    expect(reasons(bank)).toEqual(['Community Health has 45 items; it needs at least 50.']);
  });

  it('flags keys crowded on one letter', () => {
    const bank = balancedBank().map((item, i) => (i < 60 ? { ...item, correctAnswer: 0 } : item));
    expect(reasons(bank)).toContain('A is the key of 35.7% of multiple-choice items; it must be 20-30%.');
  });

  it('flags a PN category outside the NCLEX-PN test plan range, by its PN name', () => {
    const bank = balancedBank().map((item) =>
      item.clientNeeds === 'Management of Care' ? { ...item, exams: ['rn' as const] } : item,
    );
    expect(reasons(bank)).toContain(
      'Coordinated Care holds 0.0% of the items that fit the PN; the NCLEX-PN test plan range is 18-24%.',
    );
  });

  it('flags a difficulty that is barely represented', () => {
    const bank = balancedBank().map((item, i) => (i < 350 ? { ...item, difficulty: 'medium' as const } : item));
    expect(reasons(bank)).toEqual([
      'easy items are 5.7% of the bank; each difficulty needs at least 20%.',
      'hard items are 5.5% of the bank; each difficulty needs at least 20%.',
    ]);
  });

  it('prints the counts per subject, client need, difficulty and key letter', () => {
    const text = formatBankSummary(summarizeBank(balancedBank()));
    expect(text).toContain('Question bank: 420 items');
    expect(text).toMatch(/Medical-Surgical Nursing\s+100\s+23\.8%\s+at least 100/);
    expect(text).toMatch(/Management of Care\s+76\s+18\.1%\s+15-21%/);
    expect(text).toMatch(/hard\s+140\s+33\.3%/);
    expect(text).toMatch(/NCLEX-PN\s+100\s+23\.8%\s+at least 400/);
    expect(text).toMatch(/Coordinated Care\s+21\s+21\.0%\s+18-24%/);
    expect(text).toMatch(/D\s+105\s+25\.0%\s+20-30%/);
    expect(text).toMatch(/multiple-choice\s+420\s+100\.0%/);
  });

  it('spreads keys over multiple-choice items only, and counts SATA items by their keys', () => {
    const sata = Array.from({ length: 60 }, (_, i) =>
      buildSataQuestion(i + 1, {
        exams: ['rn'],
        correctAnswers: i < 3 ? [1] : i < 6 ? [0, 1, 2, 3, 4] : i < 20 ? [0, 1] : [0, 2, 3],
      }),
    );
    const summary = summarizeBank([...balancedBank(), ...sata]);
    expect(summary.byItemType).toEqual({ 'multiple-choice': 420, 'select-all-that-apply': 60 });
    expect(summary.byKeyLetter).toEqual({ A: 105, B: 105, C: 105, D: 105 });
    expect(summary.byKeyCount).toEqual({ '1': 3, '2': 14, '3': 40, '5': 3 });
    expect(checkDistribution(summary).map((p) => p.reason)).toEqual([]);
    expect(formatBankSummary(summary)).toMatch(/3 keys\s+40\s+66\.7%/);
    expect(formatBankSummary(summary)).toMatch(/every option a key\s+3\s+5\.0%\s+at least 5%/);
  });

  it('flags SATA items that never have one key or every option a key (a candidate learns to avoid both)', () => {
    const sata = Array.from({ length: 60 }, (_, i) =>
      buildSataQuestion(i + 1, { exams: ['rn'], correctAnswers: i < 2 ? [1] : [0, 2] }),
    );
    expect(reasons([...balancedBank(), ...sata])).toEqual([
      '3.3% of select-all-that-apply items have one key; at least 5% must.',
      '0.0% of select-all-that-apply items have every option a key; at least 5% must.',
    ]);
  });
});

describe('checking items', () => {
  it('names the file, the item and the reason for a flaw and for a duplicate item', () => {
    const first = buildQuestion(1, { sourceFile: 'content/questions/a.json' });
    const copy = buildQuestion(2, { stem: first.stem, options: first.options, sourceFile: 'content/questions/b.json' });
    const flawed = buildQuestion(3, { options: ['Give it', 'Hold it', 'None of the above', 'Call'] });
    expect(checkItems([first, copy, flawed]).map(formatProblem)).toEqual([
      'content/questions/test.json: item "test-003": option C is "None of the above": write a real, specific option instead.',
      'content/questions/b.json: item "test-002": has the same stem and options as "test-001" (content/questions/a.json).',
    ]);
  });
});

describe('the size and make-up the bank must have (issue 24)', () => {
  it('counts case studies, items by type, stand-alone items and PN items, and names every shortfall', () => {
    const caseStudies = [1, 2].map((n) => buildCaseStudy(n));
    const summary = summarizeBank([...balancedBank(), ...caseStudies.flatMap((caseStudy) => caseStudy.items)]);
    expect(summary.caseStudies).toBe(2);
    expect(summary.standAloneByItemType['multiple-choice']).toBe(420);
    expect(summary.byItemType['multiple-choice']).toBe(432);
    const reasons = checkBankSize(summary).map((problem) => problem.reason);
    expect(reasons).toContain('the bank has 432 items; it needs at least 1600.');
    expect(reasons).toContain(`the bank has ${summary.byExam.pn} items that fit the PN; it needs at least 400.`);
    expect(reasons).toContain('the bank has 2 case studies; it needs at least 60.');
    expect(reasons).toContain('the bank has 0 trend items; it needs at least 30.');
    expect(reasons).toContain('the bank has 0 select-all-that-apply items; it needs at least 400.');
    expect(reasons).toContain('the bank has 0 bow-tie items; it needs at least 50.');
    expect(reasons).toContain('the bank has 0 stand-alone bow-tie items; it needs at least 10.');
    expect(reasons).toContain('the bank has 0 calculation items; it needs at least 100.');
    expect(reasons).toContain('the bank has 0 select-n items; it needs at least 25.');
    expect(reasons.some((reason) => / (stand-alone )?multiple-choice items/.test(reason))).toBe(false);
  });
});
