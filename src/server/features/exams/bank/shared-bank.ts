import { eq, type SQL } from 'drizzle-orm';
import { questions } from './tables';

/**
 * The shared bank (issue 28 item 3): the only items built-in forms, practice, quizzes, the adaptive
 * exam and the bank's catalogue draw; an instructor's private items are drawn only by her own
 * custom tests (`bankWhere` in bank-items.ts).
 */
export function sharedBank(): SQL {
  return eq(questions.bank, 'shared');
}
