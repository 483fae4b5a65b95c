import { type SQL, sql } from 'drizzle-orm';
import type { SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import type { ItemPeers } from '../../../../shared/exams/peer-schemas';
import type { Database } from '../../../db/client';
import type { AttemptItemRow } from '../tables';
import type { AttemptWithForm } from '../views';
import { type ItemPeerStats, OPTION_ITEM_TYPES, type PeerTotals, practicePercentile, toItemPeers } from './peer-rules';

/** A raw query's rows, as both drivers (node-postgres, PGlite) return them. */
type Rows<T> = { rows: T[] };

/** The taker of an attempt: its user, or for a visitor the attempt itself. */
const takerOf = sql`coalesce(a.user_id, a.id::text)`;

/**
 * SQL: the first answer of every taker to each of `itemIds` (the rule in peer-rules.ts): the
 * earliest scored answer (a submitted attempt's, or a Tutor-mode check's), retakes left out, as
 * rows (item_id, item_type, taker, response, earned, possible, seconds_spent). Reads the index
 * attempt_items_item_idx.
 */
function firstAnswers(itemIds: readonly string[]): SQL {
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select distinct on (ai.item_id, ${takerOf})
      ai.item_id, ai.item_type, ${takerOf} as taker, ai.response, ai.earned, ai.possible, ai.seconds_spent
    from attempt_items ai join exam_attempts a on a.id = ai.attempt_id
    where ai.item_id in (${ids})
      and ai.response is not null and ai.earned is not null and a.retake_of is null
      and (a.status = 'submitted' or ai.checked_at is not null)
    order by ai.item_id, ${takerOf}, coalesce(ai.checked_at, a.submitted_at), ai.attempt_id`;
}

/**
 * How everyone's first answers to each of `itemIds` went, by item id (items nobody answered are
 * absent). Two queries, whatever the number of items (issue 25 item 2: a 75-item review must not
 * run one per item): the counts, percent right and median time grouped by item, then the option
 * counts grouped by item and option.
 */
export async function readPeerStats(db: Database, itemIds: readonly string[]): Promise<Map<string, ItemPeerStats>> {
  const stats = new Map<string, ItemPeerStats>();
  if (itemIds.length === 0) return stats;
  const totals = (await db.execute(
    sql`with firsts as (${firstAnswers(itemIds)})
        select item_id, count(*)::int as answers,
          (count(*) filter (where possible > 0 and earned = possible))::int as correct,
          percentile_cont(0.5) within group (order by seconds_spent)::float8 as median_seconds,
          avg(case when possible > 0 then earned::float8 / possible else 0 end)::float8 as mean_points
        from firsts group by item_id`,
  )) as unknown as Rows<{
    item_id: string;
    answers: number;
    correct: number;
    median_seconds: number;
    mean_points: number;
  }>;
  for (const row of totals.rows) {
    stats.set(row.item_id, {
      answers: Number(row.answers),
      correct: Number(row.correct),
      medianSeconds: Number(row.median_seconds),
      meanPointsShare: Number(row.mean_points),
      optionCounts: new Map(),
    });
  }
  const types = sql.join(
    OPTION_ITEM_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const options = (await db.execute(
    sql`with firsts as (${firstAnswers(itemIds)})
        select f.item_id, o.option::int as option, count(*)::int as chosen
        from firsts f cross join lateral (
          select f.response->>'choice' as option where f.response->>'choice' is not null
          union all
          select jsonb_array_elements_text(f.response->'choices') where jsonb_typeof(f.response->'choices') = 'array'
        ) o
        where f.item_type in (${types})
        group by f.item_id, o.option`,
  )) as unknown as Rows<{ item_id: string; option: number; chosen: number }>;
  for (const row of options.rows) {
    const counts = stats.get(row.item_id)?.optionCounts as Map<number, number> | undefined;
    counts?.set(Number(row.option), Number(row.chosen));
  }
  return stats;
}

/**
 * The peer figures of each of `items` (attempt items whose key may be shown: a submitted attempt's,
 * or those checked in Tutor mode), by position. Issue 25 item 2.
 */
export async function peersOfItems(db: Database, items: readonly AttemptItemRow[]): Promise<Map<number, ItemPeers>> {
  const stats = await readPeerStats(
    db,
    items.map((item) => item.itemId),
  );
  return new Map(
    items.map((item) => [
      item.position,
      toItemPeers(stats.get(item.itemId), item.item, item.possible, item.secondsSpent),
    ]),
  );
}

/**
 * The percentile rank of a submitted practice among others who took the same items (issue 25 item
 * 2; the rule in practicePercentile): every other taker's first answers to this attempt's items,
 * totalled in one query. Null until enough such takers exist.
 */
export async function practicePercentileOf(
  db: Database,
  row: AttemptWithForm,
  itemIds: readonly string[],
): Promise<SubmittedAttempt['percentile']> {
  if (itemIds.length === 0) return null;
  const me = row.userId ?? row.id;
  const result = (await db.execute(
    sql`with firsts as (${firstAnswers(itemIds)})
        select count(*)::int as answered, sum(earned)::int as earned, sum(possible)::int as possible
        from firsts where taker <> ${me}
        group by taker having count(*) * 2 >= ${itemIds.length}`,
  )) as unknown as Rows<PeerTotals>;
  const others = result.rows.map((other) => ({
    answered: Number(other.answered),
    earned: Number(other.earned),
    possible: Number(other.possible),
  }));
  const rank = practicePercentile(row.percent ?? 0, others, itemIds.length);
  return rank ? { ...rank, basis: 'items' } : null;
}
