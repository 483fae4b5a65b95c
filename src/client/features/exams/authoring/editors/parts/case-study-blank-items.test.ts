import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, questionContentSchema } from '../../../../../../shared/items/registry';
import { blankCaseStudyItem, withItemType } from './case-study-blank-items';

describe('issue 28 case-study editor: blank items of every type', () => {
  it.each(ITEM_TYPES)(
    'a blank %s item has the shape of its schema (only the texts and values to fill are refused)',
    (type) => {
      const parsed = questionContentSchema.safeParse(blankCaseStudyItem(type, 'new-case-study-1', 'analyze cues'));
      const issues = parsed.success ? [] : parsed.error.issues;
      expect(issues.filter((issue) => issue.code === 'unrecognized_keys' || issue.code === 'invalid_type')).toEqual([]);
    },
  );

  it('changing the type keeps the common fields and the step, and blanks the own fields', () => {
    const item = { ...blankCaseStudyItem('multiple-choice', 'cs-1', 'take action'), stem: 'Which action first?' };
    const changed = withItemType(item, 'bow-tie');
    expect(changed).toMatchObject({
      itemType: 'bow-tie',
      stem: 'Which action first?',
      cjmmStep: 'take action',
      id: 'cs-1',
    });
    expect('options' in changed).toBe(false);
    expect(withItemType(item, 'multiple-choice')).toBe(item);
  });
});
