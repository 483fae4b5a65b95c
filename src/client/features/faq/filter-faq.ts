import type { FaqCategory } from './faq-content';

/**
 * The FAQ entries whose question or answer contains `query`, ignoring case (spec §2 "FAQ":
 * case-insensitive substring), grouped by category; categories with no match are left out.
 * A blank query keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      entries: category.entries.filter(
        (entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
      ),
    }))
    .filter((category) => category.entries.length > 0);
}
