import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A whole number PostgreSQL sent as a 64-bit `bigint` (node-postgres gives it as text, PGlite as a
 * number or a bigint), as a JavaScript number. Money is integer cents, so a sum of cents stays
 * exact up to Number.MAX_SAFE_INTEGER (about 90 trillion dollars); beyond that it throws rather
 * than round. null (no rows) is 0.
 */
export function toSafeInteger(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const number = typeof value === 'number' ? value : Number(typeof value === 'bigint' ? value : String(value));
  if (!Number.isSafeInteger(number)) throw new RangeError(`A database sum is not a safe integer: ${String(value)}`);
  return number;
}

/**
 * `sum(expression)` in 64 bits (issue 23): PostgreSQL sums 32-bit integers as `bigint`, and this
 * keeps it so (casting to `int` failed with "integer out of range" past 2^31 cents, $21.4 million),
 * read as a safe JavaScript number; 0 when there is nothing to sum. `filter` restricts the rows summed.
 */
export function bigintSum(expression: AnyColumn | SQLWrapper, filter?: SQL): SQL<number> {
  const summed = filter ? sql`sum(${expression}) filter (where ${filter})` : sql`sum(${expression})`;
  return sql<number>`coalesce(${summed}, 0)::bigint`.mapWith(toSafeInteger);
}
