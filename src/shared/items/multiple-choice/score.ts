import type { ItemScore } from '../item-type';
import type { MultipleChoiceItem, MultipleChoiceResponse } from './schemas';

/**
 * Multiple choice is scored 0/1: 1 point for the key, 0 for any other option or no answer (NCSBN,
 * "What are the current scoring models?", the 0/1 rule; W. Muntean, "Next Generation NCLEX: item
 * types and scoring", NCSBN 2022; spec §4 "Quiz": the answer equal to the correct index scores).
 */
export function scoreMultipleChoice(item: MultipleChoiceItem, response: MultipleChoiceResponse | null): ItemScore {
  return { earned: response?.choice === item.correctAnswer ? 1 : 0, possible: 1 };
}
