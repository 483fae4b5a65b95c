import { describe, expect, it } from 'vitest';
import { hasControlCharacter, hasVisibleCharacter, isCalendarDate } from './text';

describe('text every form accepts', () => {
  it('finds control characters; line breaks and tabs only in single-line text', () => {
    expect(hasControlCharacter('Ada\u0000')).toBe(true);
    expect(hasControlCharacter('a\u001Bb')).toBe(true);
    expect(hasControlCharacter('a\u007Fb')).toBe(true);
    expect(hasControlCharacter('a\u0085b')).toBe(true);
    expect(hasControlCharacter('line one\nline two')).toBe(true);
    expect(hasControlCharacter('line one\r\n\tline two', { multiline: true })).toBe(false);
    expect(hasControlCharacter('Ngozi Ọkọnkwọ-Adébáyọ̀ 李')).toBe(false);
  });

  it('sees no visible character in spaces, zero-width characters, marks or blank fillers', () => {
    for (const blank of ['\u200B', '\u200B\u200C\u200D', '\uFEFF ', '\u2060\u00AD', '\u3164', '\u2800', ' \u00A0 ']) {
      expect(hasVisibleCharacter(blank)).toBe(false);
    }
    expect(hasVisibleCharacter('\u200BA')).toBe(true);
    expect(hasVisibleCharacter('李')).toBe(true);
  });

  it('accepts only calendar dates that exist', () => {
    expect(isCalendarDate('1990-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('1990-02-30')).toBe(false);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('1990-13-01')).toBe(false);
    expect(isCalendarDate('1990-04-31')).toBe(false);
    expect(isCalendarDate('1990-4-3')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});
