import { describe, expect, it } from 'vitest';
import { CLIENT_NEEDS, type ClientNeed, SUBJECT_MINIMUM_ITEMS, SUBJECTS } from '../../../../shared/exams/question-bank';
import {
  buildCaseStudy,
  buildQuestion,
  buildSataQuestion,
  type MultipleChoiceQuestion,
} from '../../../testing/question-factory';
import {
  checkDistribution,
  checkItems,
  checkNgnCoverage,
  formatBankSummary,
  formatProblem,
  summarizeBank,
} from './bank-checks';
import type { AuthoredQuestion } from './load-question-bank';

/** Items per client need for a 420-item bank inside every NCLEX-RN range. */
const BALANCED_NEEDS = [76, 55, 38, 38, 38, 67, 50, 58];

/** A 420-item bank that meets every distribution rule: subject minimums, test-plan ranges, keys A-D. */
function balancedBank(): MultipleChoiceQuestion[] {
  const needs = CLIENT_NEEDS.flatMap((need, i) => Array<ClientNeed>(BALANCED_NEEDS[i] ?? 0).fill(need));
  const subjects = SUBJECTS.flatMap((subject) => Array(SUBJECT_MINIMUM_ITEMS[subject]).fill(subject));
  return needs.map((clientNeeds, i) => buildQuestion(i + 1, { clientNeeds, subject: subjects[i] }));
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

  it('flags the key being the longest option in more than 35% of items', () => {
    const bank = balancedBank().map((item, i) => {
      if (i >= 160) return item;
      const options = [...item.options];
      options[item.correctAnswer] = `${options[item.correctAnswer]} and reassess in 15 minutes`;
      return { ...item, options };
    });
    expect(reasons(bank)).toEqual([
      'the key is the longest option in 38.1% of multiple-choice items; at most 35% keeps length from cueing the answer.',
    ]);
  });

  it('flags a difficulty that is barely represented', () => {
    const bank = balancedBank().map((item, i) => (i < 300 ? { ...item, difficulty: 'medium' as const } : item));
    expect(reasons(bank)).toEqual(['hard items are 14.3% of the bank; each difficulty needs at least 30%.']);
  });

  it('prints the counts per subject, client need, difficulty and key letter', () => {
    const text = formatBankSummary(summarizeBank(balancedBank()));
    expect(text).toContain('Question bank: 420 items');
    expect(text).toMatch(/Medical-Surgical Nursing\s+100\s+23\.8%\s+at least 100/);
    expect(text).toMatch(/Management of Care\s+76\s+18\.1%\s+15-21%/);
    expect(text).toMatch(/hard\s+210\s+50\.0%/);
    expect(text).toMatch(/D\s+105\s+25\.0%\s+20-30%/);
    expect(text).toMatch(/multiple-choice\s+420\s+100\.0%/);
  });

  it('spreads keys and key length over multiple-choice items only, and counts SATA items by their keys', () => {
    const sata = Array.from({ length: 60 }, (_, i) =>
      buildSataQuestion(i + 1, { correctAnswers: i < 20 ? [0, 1] : [0, 2, 3] }),
    );
    const summary = summarizeBank([...balancedBank(), ...sata]);
    expect(summary.byItemType).toEqual({ 'multiple-choice': 420, 'select-all-that-apply': 60 });
    expect(summary.byKeyLetter).toEqual({ A: 105, B: 105, C: 105, D: 105 });
    expect(summary.byKeyCount).toEqual({ '2': 20, '3': 40 });
    expect(checkDistribution(summary).some((p) => p.reason.includes('key of'))).toBe(false);
    expect(formatBankSummary(summary)).toMatch(/3 keys\s+40\s+66\.7%/);
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

describe('the NGN content the bank must hold (issue 21)', () => {
  it('counts case studies and stand-alone items by type, and names every shortfall', () => {
    const caseStudies = [1, 2].map((n) => buildCaseStudy(n));
    const summary = summarizeBank([...balancedBank(), ...caseStudies.flatMap((caseStudy) => caseStudy.items)]);
    expect(summary.caseStudies).toBe(2);
    expect(summary.standAloneByItemType['multiple-choice']).toBe(420);
    expect(summary.byItemType['multiple-choice']).toBe(432);
    const reasons = checkNgnCoverage(summary).map((problem) => problem.reason);
    expect(reasons).toContain('the bank has 2 case studies; it needs at least 18.');
    expect(reasons).toContain('the bank has 0 trend items; it needs at least 10.');
    expect(reasons).toContain('the bank has 0 stand-alone bow-tie items; it needs at least 20.');
    expect(reasons).toContain('the bank has 0 stand-alone calculation items; it needs at least 40.');
    expect(reasons).toContain('the bank has 0 stand-alone select-n items; it needs at least 10.');
    expect(reasons.some((reason) => reason.includes(' stand-alone multiple-choice '))).toBe(false);
  });
});
