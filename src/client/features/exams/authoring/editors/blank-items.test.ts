import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, questionContentSchema } from '../../../../../shared/items/registry';
import { blankItem } from './blank-items';
import { fillTexts } from './fill-texts';

describe('blank items', () => {
  it.each(ITEM_TYPES)('a blank %s item is accepted by its schema once its texts are filled', (itemType) => {
    const blank = blankItem(itemType);
    expect(questionContentSchema.safeParse(blank).success).toBe(false);
    const parsed = questionContentSchema.safeParse(fillTexts(blank));
    expect(
      parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
  });

  it('gives a fresh copy each time', () => {
    const first = blankItem('multiple-choice');
    first.options[0] = 'Changed';
    expect(blankItem('multiple-choice').options[0]).toBe('');
  });
});
