import { describe, expect, it } from 'vitest';
import { checkAuthoredContent } from '../../../shared/item-bank/check-content';
import * as demo from './demo-item-content';

describe('the demo items', () => {
  it.each(Object.entries(demo))('%s passes checkAuthoredContent', (_name, content) => {
    expect(checkAuthoredContent(content)).toMatchObject({ ok: true, problems: [] });
  });
});
