import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ExamItem, questions } from '../../db/schema';
import type { AuthoredQuestion } from './load-question-bank';

/**
 * Makes the `questions` table match the authored bank: inserts new items, updates changed ones
 * (clearing any retirement) and retires content items no longer in the files, so they are no longer
 * drawn. Imported items (`origin` "import") are left alone. Attempts keep their own copy of the
 * questions they asked. Returns the number of authored items.
 */
export async function syncQuestionBank(db: Database, bank: AuthoredQuestion[]): Promise<number> {
  const now = new Date();
  await db.transaction(async (tx) => {
    if (bank.length > 0) {
      await tx
        .insert(questions)
        .values(bank.map((item) => ({ ...item, origin: 'content' as const, retiredAt: null })))
        .onConflictDoUpdate({
          target: questions.id,
          set: {
            itemType: sql`excluded.item_type`,
            stem: sql`excluded.stem`,
            options: sql`excluded.options`,
            correctAnswer: sql`excluded.correct_answer`,
            explanation: sql`excluded.explanation`,
            subject: sql`excluded.subject`,
            topic: sql`excluded.topic`,
            difficulty: sql`excluded.difficulty`,
            clientNeeds: sql`excluded.client_needs`,
            reference: sql`excluded.reference`,
            origin: sql`excluded.origin`,
            sourceFile: sql`excluded.source_file`,
            retiredAt: null,
            updatedAt: now,
          },
        });
    }
    const ids = bank.map((item) => item.id);
    await tx
      .update(questions)
      .set({ retiredAt: now })
      .where(
        and(
          eq(questions.origin, 'content'),
          isNull(questions.retiredAt),
          ids.length > 0 ? notInArray(questions.id, ids) : undefined,
        ),
      );
  });
  return bank.length;
}

/**
 * `count` distinct active questions in random order, as exam items (a copy of each question,
 * key and explanation included, for the attempt to keep); fewer when the bank is smaller.
 */
export async function drawRandomQuestions(db: Database, count: number): Promise<ExamItem[]> {
  return db
    .select({
      id: questions.id,
      stem: questions.stem,
      options: questions.options,
      correctAnswer: questions.correctAnswer,
      explanation: questions.explanation,
      subject: questions.subject,
      topic: questions.topic,
      difficulty: questions.difficulty,
      clientNeeds: questions.clientNeeds,
      reference: sql<string>`coalesce(${questions.reference}, '')`,
    })
    .from(questions)
    .where(isNull(questions.retiredAt))
    .orderBy(sql`random()`)
    .limit(count);
}
