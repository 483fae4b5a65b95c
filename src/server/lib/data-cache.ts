import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { dataVersions } from './data-cache-tables';

/*
 * Answers that are data, cached in memory per variant (issue 30 item 2), checked against a version
 * stamp in the database (`data_versions`) that every change of that data raises.
 */

/** The kinds of cached data, each with its own stamp. */
export type DataName = 'exam-forms';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's cache of data answers (lib/data-cache.ts). */
    dataCache: DataCache;
  }
}

/** How long, at most, an instance trusts the stamp it last read before reading it again (ms). */
export const DATA_STAMP_CHECK_MS = 1000;

/** How long a change made on this instance waits for its transaction to commit before the stamp is trusted as usual (ms). */
const AWAITED_VERSION_MS = 10_000;

/** At most this many cached answers (names x variants) per instance; the least used go first. */
const MAX_ENTRIES = 500;

/**
 * Raises the stamp of `name` (creating it at 1) and returns its new value. Call it with the
 * transaction that changes the data (or after the change is committed), so that no instance keeps
 * serving the old data once the change is visible.
 */
export async function bumpDataVersion(db: Database, name: DataName): Promise<number> {
  const [row] = await db
    .insert(dataVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({
      target: dataVersions.name,
      set: { version: sql`${dataVersions.version} + 1`, updatedAt: new Date() },
    })
    .returning({ version: dataVersions.version });
  if (!row) throw new Error('upsert returned no version');
  return row.version;
}

/** The stamp of `name`: 0 before its first change. */
async function readDataVersion(db: Database, name: DataName): Promise<number> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, name));
  return row?.version ?? 0;
}

/**
 * A cache of data answers. `read` gives the cached answer of (`name`, `variant`) while the stamp of
 * `name` is the one it was made under, else makes it again with `load`. A variant is whatever the
 * answer depends on (a role, registration): never a user, whose own data stays out of the cache.
 */
export interface DataCache {
  /**
   * The answer of `name` for `variant`, made by `load` (once for concurrent readers) when missing
   * or made under an older stamp. A rejected `load` is not kept. A change made on another instance
   * is seen within DATA_STAMP_CHECK_MS (the stamp is read again at most that often).
   */
  read<T>(name: DataName, variant: string, load: () => Promise<T>): Promise<T>;
  /**
   * Records that the data of `name` changed: raises its stamp through `db` (the writer's
   * transaction, or the database after the commit). This instance's next read, once the change is
   * committed, makes the answer again; other instances' reads do within DATA_STAMP_CHECK_MS.
   */
  changed(db: Database, name: DataName): Promise<void>;
}

interface Stamp {
  version: number;
  /** When the read that gave `version` started (ms); 0: read it again. */
  checkedAt: number;
  /** A version raised by this instance whose transaction may not have committed yet, and until when to wait for it. */
  awaited: number;
  awaitedUntil: number;
  reading: Promise<number> | null;
}

/**
 * The data cache of one instance on `db`; `now` (ms) is the clock for the stamp's checks.
 * Answers are kept as given (make them immutable, e.g. serialised bytes: lib/data-cache-answer.ts).
 */
export function createDataCache(
  db: Database,
  { checkEveryMs = DATA_STAMP_CHECK_MS, now = () => Date.now() }: { checkEveryMs?: number; now?: () => number } = {},
): DataCache {
  const stamps = new Map<DataName, Stamp>();
  const answers = new LRUCache<string, { version: number; answer: Promise<unknown> }>({ max: MAX_ENTRIES });

  const stampOf = (name: DataName): Stamp => {
    let stamp = stamps.get(name);
    if (!stamp) {
      stamp = { version: 0, checkedAt: 0, awaited: 0, awaitedUntil: 0, reading: null };
      stamps.set(name, stamp);
    }
    return stamp;
  };

  const currentVersion = (name: DataName): Promise<number> | number => {
    const stamp = stampOf(name);
    const at = now();
    const waiting = stamp.version < stamp.awaited && at < stamp.awaitedUntil;
    if (!waiting && stamp.checkedAt > 0 && at - stamp.checkedAt < checkEveryMs) return stamp.version;
    if (stamp.reading) return stamp.reading;
    const reading = readDataVersion(db, name).then(
      (version) => {
        if (stamp.reading === reading) stamp.reading = null;
        stamp.version = version;
        // Until this instance's own change is committed, every read checks the stamp again.
        stamp.checkedAt = version < stamp.awaited && now() < stamp.awaitedUntil ? 0 : at;
        return version;
      },
      (error: unknown) => {
        if (stamp.reading === reading) stamp.reading = null;
        throw error;
      },
    );
    stamp.reading = reading;
    return reading;
  };

  return {
    async read<T>(name: DataName, variant: string, load: () => Promise<T>): Promise<T> {
      const version = await currentVersion(name);
      const key = `${name}\n${variant}`;
      const known = answers.get(key);
      if (known && known.version === version) return known.answer as Promise<T>;
      const answer = load();
      answers.set(key, { version, answer });
      answer.catch(() => {
        if (answers.get(key)?.answer === answer) answers.delete(key);
      });
      return answer;
    },
    async changed(writer: Database, name: DataName): Promise<void> {
      const version = await bumpDataVersion(writer, name);
      const stamp = stampOf(name);
      stamp.awaited = Math.max(stamp.awaited, version);
      stamp.awaitedUntil = now() + AWAITED_VERSION_MS;
      stamp.checkedAt = 0;
      // A read of the stamp already under way may predate the commit: the next reader starts another.
      stamp.reading = null;
    },
  };
}
