import { sql } from 'drizzle-orm';
import { scoreItem } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import type { BankItem } from '../bank/placed-items';

/** A raw query's rows, as both drivers (node-postgres, PGlite) return them. */
type Rows = { rows: unknown[] };

/** The columns of `attempt_items` an attempt's start writes (the rest keep their defaults: unanswered, unflagged). */
const COLUMNS = sql.raw(
  'attempt_id, position, item_id, item_type, subject, client_needs, item, possible, group_id, group_position, created_at, updated_at',
);

/** Thrown when a bank item changed between its read and its copy (an activation, a content sync): read it again. */
export class BankItemChanged extends Error {
  constructor() {
    super('a bank item changed while the attempt was being started');
  }
}

/**
 * Copies `items` into attempt `attemptId` at positions 0, 1, ... in one `INSERT ... SELECT` from
 * `questions` (issue 30: the database copies each item's content; only ids, versions and points
 * travel), each only at the version it was read at, so that the copy is the item the attempt's
 * view and points were made from. Call it in the start's transaction. Error: BankItemChanged when
 * any item's row has another version now (nothing is then copied once the transaction rolls back).
 */
export async function copyBankItems(
  tx: Database,
  attemptId: string,
  items: readonly BankItem[],
  now: Date,
): Promise<void> {
  const list = items.map(({ item, version }, position) => ({
    id: item.id,
    version,
    position,
    possible: scoreItem(item, null).possible,
  }));
  const copied = (await tx.execute(
    sql`insert into attempt_items (${COLUMNS})
        select ${attemptId}::uuid, o.position, q.id, q.item_type, q.subject, q.client_needs, q.content, o.possible,
          q.group_id, q.group_position, ${now}::timestamptz, ${now}::timestamptz
        from json_to_recordset(${JSON.stringify(list)}::json) as o(id text, version text, position int, possible int)
        join questions q on q.id = o.id and q.updated_at::text = o.version
        returning position`,
  )) as unknown as Rows;
  if (copied.rows.length !== items.length) throw new BankItemChanged();
}

/**
 * Copies every item of attempt `sourceId` into attempt `attemptId`, same order and points, fresh
 * answers (a retake: the items as the source asked them, whatever the bank holds now), in one
 * `INSERT ... SELECT`. Returns how many it copied.
 */
export async function copyAttemptItems(tx: Database, attemptId: string, sourceId: string, now: Date): Promise<number> {
  const copied = (await tx.execute(
    sql`insert into attempt_items (${COLUMNS})
        select ${attemptId}::uuid, (row_number() over (order by position) - 1)::int, item_id, item_type, subject,
          client_needs, item, possible, group_id, group_position, ${now}::timestamptz, ${now}::timestamptz
        from attempt_items where attempt_id = ${sourceId}::uuid
        returning position`,
  )) as unknown as Rows;
  return copied.rows.length;
}
