import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { entityId, isEntityId } from './ids';

describe('the form of an id', () => {
  it('takes every form Nightingale gives ids: better-auth ids, UUIDs, slugs', () => {
    for (const id of [
      'Xq3k9LmP0aZb7YcR2sTu5VwX8yZa1BcD',
      '33f9ff7e-99a1-45e3-859a-09a7e1005c71',
      'quick-practice',
      'community-003',
      'cs-medsurg-01',
      'nclex_rn',
    ]) {
      expect(isEntityId(id)).toBe(true);
    }
  });

  it('refuses NUL bytes, quotes, spaces, slashes, an empty id and one over 64 characters', () => {
    for (const id of ['\u0000', 'abc\u0000', "a'b", 'a b', 'a/b', '..', 'é', '\uD800', '', 'x'.repeat(65)]) {
      expect(isEntityId(id)).toBe(false);
    }
    expect(isEntityId('x'.repeat(64))).toBe(true);
  });

  it('answers with a sentence naming the field, or the field’s own message', () => {
    const params = z.object({ trainerId: entityId('The trainer id') });
    expect(params.safeParse({ trainerId: '\u0000' }).error?.issues.map((issue) => issue.message)).toEqual([
      'The trainer id may hold only letters, digits, hyphens and underscores. Check the link and try again.',
    ]);
    const body = z.object({ fileId: entityId('The file id', 'Upload the file again.') });
    expect(body.safeParse({ fileId: '' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Upload the file again.',
    ]);
  });
});
