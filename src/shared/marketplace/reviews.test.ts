import { describe, expect, it } from 'vitest';
import { reviewBodySchema, reviewerDisplayName, reviewHideBodySchema } from './reviews';

describe('reviewerDisplayName (issue 27 item 7)', () => {
  it.each([
    ['Amara Okafor', 'Amara O.'],
    ['  Maria   de la Cruz ', 'Maria C.'],
    ['Priya', 'Priya'],
    ['chiamaka eze', 'chiamaka E.'],
    ['Deleted user', 'A former student'],
    ['', 'A former student'],
  ])('%j -> %j', (name, shown) => {
    expect(reviewerDisplayName(name)).toBe(shown);
  });
});

describe('review bodies', () => {
  it('trims the text and takes 1-5 whole stars', () => {
    expect(reviewBodySchema.parse({ stars: 5, text: '  Good.  ' })).toEqual({ stars: 5, text: 'Good.' });
    expect(reviewBodySchema.safeParse({ stars: 5, text: '\u200b ' }).success).toBe(false);
    expect(reviewBodySchema.safeParse({ stars: 5, text: 'a\u0000b' }).success).toBe(false);
    expect(reviewBodySchema.safeParse({ stars: 5, text: 'Line one\nLine two' }).success).toBe(true);
    expect(reviewBodySchema.safeParse({ stars: 5, text: 'Good.', extra: 1 }).success).toBe(false);
  });

  it('a hiding needs a visible reason', () => {
    expect(reviewHideBodySchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(reviewHideBodySchema.parse({ reason: ' Spam ' })).toEqual({ reason: 'Spam' });
  });
});
