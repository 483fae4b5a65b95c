import { describe, expect, it } from 'vitest';
import type { FaqCategory } from './faq-content';
import { FAQ_CATEGORIES } from './faq-content';
import { filterFaq } from './filter-faq';

const categories: FaqCategory[] = [
  {
    name: 'Getting Started',
    entries: [
      { question: 'Is the sample test free?', answer: 'Yes, ten questions.' },
      { question: 'Do I need an account?', answer: 'Not for the Sample Test.' },
    ],
  },
  { name: 'Payment & Billing', entries: [{ question: 'Can I get a refund?', answer: '30-day money-back guarantee.' }] },
];

describe('§2 FAQ search', () => {
  it('matches questions and answers, ignoring case', () => {
    const found = filterFaq(categories, 'SAMPLE test');
    expect(found).toHaveLength(1);
    expect(found[0]?.entries.map((e) => e.question)).toEqual(['Is the sample test free?', 'Do I need an account?']);
  });

  it('finds a substring inside an answer and drops categories without a match', () => {
    expect(filterFaq(categories, 'money-back').map((c) => c.name)).toEqual(['Payment & Billing']);
  });

  it('keeps everything for a blank query and nothing for a query that matches nothing', () => {
    expect(filterFaq(categories, '   ')).toEqual(categories);
    expect(filterFaq(categories, 'pediatrics')).toEqual([]);
  });

  it('covers the four categories of the spec, in order, and the product’s claims', () => {
    expect(FAQ_CATEGORIES.map((c) => c.name)).toEqual([
      'Getting Started',
      'Study Materials',
      'Technical Support',
      'Payment & Billing',
    ]);
    const text = JSON.stringify(FAQ_CATEGORIES);
    expect(text).toMatch(/10 questions/);
    expect(text).toMatch(/30-day money-back/);
    expect(text).toMatch(/24 hours/);
  });
});
