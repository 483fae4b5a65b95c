import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  hasBrokenCharacter,
  hasControlCharacter,
  hasVisibleCharacter,
  isCalendarDate,
  noControlCharacters,
} from './text';

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

  it('finds broken characters: half of a surrogate pair, alone', () => {
    expect(hasBrokenCharacter('Ada\uD800')).toBe(true);
    expect(hasBrokenCharacter('\uDC00Ada')).toBe(true);
    expect(hasBrokenCharacter('\uDC00\uD800')).toBe(true);
    expect(hasBrokenCharacter('Ada 😀 李')).toBe(false);
    expect(hasBrokenCharacter('\uD83D\uDE00')).toBe(false);
  });

  it('refuses control and broken characters in a field with a sentence naming it', () => {
    const name = z.string().check(noControlCharacters('First name'));
    expect(name.safeParse('Ada 😀').success).toBe(true);
    expect(name.safeParse('Ada\u0000').error?.issues.map((issue) => issue.message)).toEqual([
      'First name must not contain control characters.',
    ]);
    expect(name.safeParse('Ada\uD800').error?.issues.map((issue) => issue.message)).toEqual([
      'First name contains a broken character. Retype it and try again.',
    ]);
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
