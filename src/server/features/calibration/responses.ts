import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { itemResponses, type ResponseSource } from './tables';

/** One scored response: the sitting, the item, points earned of possible, and when it was scored. */
export interface ResponseRow {
  attemptId: string;
  itemId: string;
  /** Points earned, 0..possible. */
  score: number;
  possible: number;
  answeredAt: Date;
}

/** Rows per insert statement (sent as one JSON parameter of about 100 bytes a row). */
const INSERT_BATCH = 10_000;

/**
 * Adds scored responses to the calibration's evidence (`item_responses`, decision 015): one row per
 * item per sitting; a response already recorded for that sitting and item is kept as it was (an item
 * is answered once per sitting, so recording twice is harmless). `db` may be a transaction, so the
 * responses are stored with the score that produced them. Inserts in batches of 10,000 rows. Items
 * worth no points are skipped (they carry no information).
 */
export async function recordResponses(
  db: Database,
  rows: readonly ResponseRow[],
  source: ResponseSource,
): Promise<void> {
  const values = rows
    .filter((row) => row.possible > 0)
    .map((row) => ({
      attempt_id: row.attemptId,
      item_id: row.itemId,
      score: Math.max(0, Math.min(row.possible, Math.round(row.score))),
      possible: row.possible,
      answered_at: row.answeredAt.toISOString(),
    }));
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    // One JSON parameter read by json_to_recordset: on PGlite about ten times faster than a
    // multi-row VALUES list of six parameters a row (the demo's 35,000 rows).
    await db.execute(sql`
      insert into ${itemResponses} (attempt_id, item_id, score, possible, source, answered_at)
      select r.attempt_id, r.item_id, r.score, r.possible, ${source}, r.answered_at
      from json_to_recordset(${JSON.stringify(values.slice(start, start + INSERT_BATCH))}::json)
        as r(attempt_id uuid, item_id text, score integer, possible integer, answered_at timestamptz)
      on conflict do nothing`);
  }
}

/** What recordAttemptResponses needs of a submitted fixed-form attempt. */
export interface SubmittedAttemptFacts {
  attemptId: string;
  mode: 'timed' | 'tutor' | 'nclex';
  /** The attempt this one retakes, if any. */
  retakeOf: string | null;
  /** The kind of the attempt's form: a `practice` form (issue 25 item 1) is not calibration evidence. */
  formKind?: string;
  submittedAt: Date;
  items: readonly { itemId: string; response: unknown; earned: number; possible: number }[];
}

/**
 * Records the answered items of a submitted fixed-form attempt (exams/attempts/submit.ts) as
 * responses, except where they would mislead the calibration: Tutor mode (the key is shown before
 * the answer is final), retakes (the same items again, answered with the first sitting's review in
 * mind), practices built from a student's own history (issue 25 item 1: her incorrect or flagged
 * items, whose keys she has reviewed) and items left unanswered (no response is not a wrong
 * answer). Call it in the submission's transaction.
 */
export async function recordAttemptResponses(db: Database, attempt: SubmittedAttemptFacts): Promise<void> {
  if (attempt.mode === 'tutor' || attempt.retakeOf !== null || attempt.formKind === 'practice') return;
  await recordResponses(
    db,
    attempt.items
      .filter((item) => item.response !== null && item.response !== undefined)
      .map((item) => ({
        attemptId: attempt.attemptId,
        itemId: item.itemId,
        score: item.earned,
        possible: item.possible,
        answeredAt: attempt.submittedAt,
      })),
    'attempt',
  );
}
