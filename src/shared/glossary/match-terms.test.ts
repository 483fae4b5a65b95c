import { describe, expect, it } from 'vitest';
import { createTermMatcher } from './match-terms';

const terms = [
  { term: 'heart failure', aliases: [] },
  { term: 'heart', aliases: [] },
  { term: 'pressure injury', aliases: ['pressure injuries', 'pressure ulcer'] },
  { term: 'edema', aliases: ['oedema'] },
  { term: 'NPO', aliases: [] },
  { term: 'Cushing’s syndrome', aliases: [] },
];
const matcher = createTermMatcher(terms);
const found = (text: string) => matcher.find(text).map((m) => [text.slice(m.start, m.end), m.term.term]);

describe('issue 29 item 3: finding glossary terms in an item', () => {
  it('finds whole words and phrases whatever their case, the longest name first', () => {
    expect(found('Heart failure with EDEMA of both legs; the heart is enlarged.')).toEqual([
      ['Heart failure', 'heart failure'],
      ['EDEMA', 'edema'],
      ['heart', 'heart'],
    ]);
  });

  it('finds aliases and plurals, and never a part of a longer word', () => {
    expect(found('Two pressure injuries and pressure ulcers; oedemas. Heartburn is not a term here; NPOs.')).toEqual([
      ['pressure injuries', 'pressure injury'],
      ['pressure ulcers', 'pressure injury'],
      ['oedemas', 'edema'],
      ['NPOs', 'NPO'],
    ]);
  });

  it('matches across line breaks and either apostrophe', () => {
    expect(found("Signs of Cushing's syndrome and heart\nfailure")).toEqual([
      ["Cushing's syndrome", 'Cushing’s syndrome'],
      ['heart\nfailure', 'heart failure'],
    ]);
  });

  it('looks up a selected phrase with its punctuation, spaces and plural ignored', () => {
    expect(matcher.lookup('  Pressure injuries, ')?.term).toBe('pressure injury');
    expect(matcher.lookup('edemas.')?.term).toBe('edema');
    expect(matcher.lookup('the heart')).toBeUndefined();
    expect(createTermMatcher([]).find('heart')).toEqual([]);
  });
});

describe('abbreviations in capitals', () => {
  const abbreviations = createTermMatcher([
    { term: 'MAP', aliases: ['mean arterial pressure'] },
    { term: 'AIDS', aliases: [] },
    { term: 'hearing aid', aliases: [] },
  ]);
  it('are matched only as written, so everyday words are not taken for them', () => {
    const text = 'Check the MAP and the map of the unit; AIDS is not hearing aids. Mean arterial pressure is 70.';
    expect(abbreviations.find(text).map((m) => text.slice(m.start, m.end))).toEqual([
      'MAP',
      'AIDS',
      'hearing aids',
      'Mean arterial pressure',
    ]);
    expect(abbreviations.lookup('map')).toBeUndefined();
    expect(abbreviations.lookup('MAP')?.term).toBe('MAP');
  });
});

describe('the second reader’s cases (docs/content-review/glossary-review-2026.md)', () => {
  const real = createTermMatcher([
    { term: 'STAT', aliases: [] },
    { term: 'HIV', aliases: [] },
    { term: 'FIT', aliases: [] },
    { term: 'AIDS', aliases: [] },
    { term: 'PASS', aliases: [] },
  ]);
  it('takes no everyday word for an abbreviation', () => {
    expect(real.find('In the United States, hives after a good fit of hearing aids will pass.')).toEqual([]);
    expect(real.find('Give it STAT; HIV and AIDS; the FIT; PASS.').map((m) => m.term.term)).toEqual([
      'STAT',
      'HIV',
      'AIDS',
      'FIT',
      'PASS',
    ]);
  });
});
