import { describe, expect, it } from 'vitest';
import { clozePlaceholders, clozeTextProblem, parseClozeText } from './cloze-text';

describe('cloze text: a sentence with slots {{0}}, {{1}}, ...', () => {
  it('cuts the text into text runs and slots in reading order, leaving out empty runs', () => {
    expect(parseClozeText('Give {{0}} now, then {{1}}.')).toEqual([
      { kind: 'text', text: 'Give ' },
      { kind: 'slot', index: 0 },
      { kind: 'text', text: ' now, then ' },
      { kind: 'slot', index: 1 },
      { kind: 'text', text: '.' },
    ]);
    expect(parseClozeText('{{0}}{{1}}')).toEqual([
      { kind: 'slot', index: 0 },
      { kind: 'slot', index: 1 },
    ]);
    expect(parseClozeText('No slots.')).toEqual([{ kind: 'text', text: 'No slots.' }]);
  });

  it('reads the placeholder numbers in order, ignoring malformed ones', () => {
    expect(clozePlaceholders('{{1}} and {{0}} and {{ 2 }} and {{03}} and {{10}}')).toEqual([1, 0, 10]);
  });

  it('accepts the placeholders 0 to n-1 in order, each once', () => {
    expect(clozeTextProblem('Give {{0}}.', 1, 'drop-down')).toBeNull();
    expect(clozeTextProblem('{{0}} as shown by {{1}} and {{2}}.', 3, 'drop-down')).toBeNull();
  });

  it('refuses a missing, repeated, out-of-order or extra placeholder with a sentence', () => {
    expect(clozeTextProblem('Give {{0}} and {{2}}.', 3, 'drop-down')).toBe(
      'text must hold {{0}} to {{2}} in order, each once (one per drop-down); it holds {{0}}, {{2}}.',
    );
    expect(clozeTextProblem('Give {{1}} and {{0}}.', 2, 'target')).toBe(
      'text must hold {{0}} to {{1}} in order, each once (one per target); it holds {{1}}, {{0}}.',
    );
    expect(clozeTextProblem('Give {{0}} and {{0}}.', 2, 'drop-down')).toBe(
      'text must hold {{0}} to {{1}} in order, each once (one per drop-down); it holds {{0}}, {{0}}.',
    );
    expect(clozeTextProblem('Give {{0}} and {{1}}.', 1, 'drop-down')).toBe(
      'text must hold {{0}} in order, each once (one per drop-down); it holds {{0}}, {{1}}.',
    );
    expect(clozeTextProblem('Nothing to fill.', 1, 'drop-down')).toBe(
      'text must hold {{0}} in order, each once (one per drop-down); it holds none.',
    );
  });

  it('refuses stray braces, such as a placeholder written {{ 1 }} or {1}', () => {
    const stray = 'text has a brace outside a placeholder: write each slot as {{0}}, {{1}}, ... and no other braces.';
    expect(clozeTextProblem('Give {{0}} and {{ 1 }}.', 1, 'drop-down')).toBe(stray);
    expect(clozeTextProblem('Give {{0}} and {1}.', 1, 'drop-down')).toBe(stray);
  });
});
