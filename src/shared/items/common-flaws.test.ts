import { describe, expect, it } from 'vitest';
import { commonItemFlaws } from './common-flaws';

describe('the rules every item of the bank meets (issue 24)', () => {
  it('accepts a dated guideline, a textbook with its edition and a named drug reference', () => {
    for (const reference of [
      'AHA Guidelines for CPR and Emergency Cardiovascular Care 2020',
      "Lewis's Medical-Surgical Nursing, 12th ed.: heart failure",
      "Davis's Drug Guide for Nurses: digoxin",
      'Lexicomp: enoxaparin monograph',
    ]) {
      expect(commonItemFlaws({ reference, exams: ['rn'] }), reference).toEqual([]);
    }
  });

  it('refuses a bare textbook or drug reference, and one a nurse cannot find again', () => {
    expect(commonItemFlaws({ reference: 'Medical-surgical nursing textbook: burns', exams: ['rn'] })).toEqual([
      'the reference names a bare textbook or drug reference: name a guideline with its year, a textbook with its edition or a named drug reference.',
    ]);
    expect(commonItemFlaws({ reference: 'Standard drug reference: heparin', exams: ['rn', 'pn'] })).toHaveLength(1);
    expect(commonItemFlaws({ reference: 'CDC: Guideline for Isolation Precautions', exams: ['pn'] })).toEqual([
      'the reference must give a year, an edition ("12th ed.") or a named drug reference (Lexicomp, Micromedex, Davis\'s Drug Guide, DailyMed, FDA prescribing information), so a nurse can check it.',
    ]);
  });

  it('requires the exams the item fits', () => {
    expect(commonItemFlaws({ reference: 'GOLD Report 2026' })).toEqual([
      'exams must list the exams the item fits: ["rn"], ["pn"] or ["rn", "pn"].',
    ]);
  });
});
