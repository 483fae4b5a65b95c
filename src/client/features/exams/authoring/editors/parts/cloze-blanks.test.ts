import { describe, expect, it } from 'vitest';
import { insertBlank, removeBlank, renumberBlanks } from './cloze-blanks';

describe('issue 28 cloze editor: blanks inserted at the cursor keep the placeholders in order', () => {
  it('inserts a blank at the end of an empty or plain text as {{0}}', () => {
    expect(insertBlank('', 0)).toEqual({ text: '{{0}}', index: 0 });
    expect(insertBlank('Give', 4)).toEqual({ text: 'Give {{0}}', index: 0 });
  });

  it('inserts a blank between two others and numbers the later ones again', () => {
    const text = 'Give {{0}} before {{1}}.';
    const result = insertBlank(text, text.indexOf('before') + 'before'.length);
    expect(result).toEqual({ text: 'Give {{0}} before {{1}} {{2}}.', index: 1 });
    expect(insertBlank(text, 0)).toEqual({ text: '{{0}} Give {{1}} before {{2}}.', index: 0 });
  });

  it('never splits a placeholder: a cursor inside one inserts after it', () => {
    expect(insertBlank('A {{0}} b', 4)).toEqual({ text: 'A {{0}} {{1}} b', index: 1 });
  });

  it('removes a blank and numbers the later ones again', () => {
    expect(removeBlank('Give {{0}} before {{1}} and {{2}}.', 1)).toBe('Give {{0}} before and {{1}}.');
    expect(removeBlank('{{0}} now', 0)).toBe('now');
    expect(renumberBlanks('{{3}} and {{7}}')).toBe('{{0}} and {{1}}');
  });
});
