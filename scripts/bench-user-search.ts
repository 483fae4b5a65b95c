// The speed of user management's search (issue 12: "a search over 100,000 generated users answers in
// under 50 ms on PostgreSQL"). Makes a throwaway database on a PostgreSQL server, migrates it, inserts
// generated accounts in one statement (with courses and ledger entries for the trainers and some
// figure adjustments, so the page's figures have rows to read), then times the list service
// (`listUsers`: the page, the count of matches, the six stat cards and the page's figures) for
// several searches. Prints median and p95 per case; a script, not a test. Usage:
//   npm run bench:user-search
//   BENCH_POSTGRES_URL=postgres://...  the server (default postgres://postgres@127.0.0.1:5432/test), as
//                                      for bench:exam and bench:load; a database of its own is made
//                                      there and dropped at the end
//   npm run bench:user-search -- --users 100000 --runs 50
//   npm run bench:user-search -- --smoke     1,000 users, 3 runs per case: CI's check that the
//                                            script still runs on the current schema, no target
// Exits with an error when anything fails (the database, the migrations, an insert, a search).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { listUsers } from '../src/server/features/user-management/list';
import type { UserListQuery } from '../src/shared/user-management/users';
import { percentile } from './lib/bench-helpers';
import { createScratchDatabase } from './lib/scratch-database';

const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    runs: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    /** Keep the database afterwards (its URL is printed), to look at query plans. */
    keep: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users ?? (values.smoke ? 1000 : 100_000));
const RUNS = Number(values.runs ?? (values.smoke ? 3 : 50));
const TARGET_MS = 50;
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Inserts `count` accounts: names from two lists of 20, every role, 1% deleted, one a minute apart. */
async function generateUsers(database: DatabaseHandle, count: number): Promise<void> {
  await database.db.execute(sql`
    insert into users (id, name, email, first_name, last_name, role, is_registered, test_attempts,
                       last_test_date, referral_code, created_at, updated_at, deleted_at)
    select 'bench-' || g,
           first || ' ' || last,
           lower(first) || '.' || lower(last) || g || '@' || (array['example.org', 'nursing.test', 'mail.test'])[1 + g % 3],
           first, last,
           (array['student', 'student', 'student', 'student', 'student', 'student', 'trainer', 'trainer', 'instructor', 'admin'])[1 + g % 10],
           g % 4 <> 0,
           g % 7,
           case when g % 7 = 0 then null else timestamptz '2026-01-01' + (g % 60) * interval '1 day' end,
           lpad(upper(to_hex(g)), 6, '0'),
           timestamptz '2025-01-01' + g * interval '1 minute',
           timestamptz '2025-01-01' + g * interval '1 minute',
           case when g % 100 = 0 then timestamptz '2026-02-01' end
    from generate_series(1, ${count}) as g,
         lateral (select (array['Amara', 'Kofi', 'Maria', 'James', 'Grace', 'Chen', 'Fatima', 'Olusegun', 'Priya', 'Lucia',
                                'Tomasz', 'Aisha', 'Mateo', 'Yuki', 'Ngozi', 'Sofia', 'Daniel', 'Mei', 'Kwame', 'Elena'])[1 + g % 20] as first,
                         (array['Okafor', 'Mensah', 'Santos', 'Smith', 'Nguyen', 'Garcia', 'Kowalski', 'Adeyemi', 'Patel', 'Rossi',
                                'Tanaka', 'Haddad', 'Silva', 'Johnson', 'Eze', 'Moreau', 'Kim', 'Osei', 'Lopez', 'Ivanova'])[1 + (g / 20) % 20] as last) names
  `);
  // Trainers: a course each and two sale-like ledger entries; every 5th account a figure adjustment.
  await database.db.execute(sql`
    insert into courses (trainer_id, title, description, price_cents, category, level, is_published)
    select id, 'Course of ' || name, 'Generated for the benchmark.', 4999, 'pharmacology', 'Beginner', true
    from users where role = 'trainer'
  `);
  await database.db.execute(sql`
    insert into ledger_entries (user_id, party, entry_type, amount_cents, available_at, created_by_id, reason)
    select u.id, 'trainer', 'adjustment', 100 * k, now(), 'bench-10', 'Generated'
    from users u, generate_series(1, 2) as k where u.role = 'trainer'
  `);
  await database.db.execute(sql`
    insert into figure_adjustments (user_id, figure, delta, created_by_id, reason)
    select id, 'testAttempts', 2, 'bench-10', 'Generated' from users where right(id, 1) in ('0', '5')
  `);
  // As autovacuum leaves a table of this size: statistics gathered, visibility map set.
  await database.db.execute(sql`vacuum analyze`);
}

/** The cases timed: what an admin types or picks. */
const cases: [string, UserListQuery][] = [
  ['empty query, page 1', { q: '', role: 'all', page: 1 }],
  ['empty query, page 50', { q: '', role: 'all', page: 50 }],
  ['role filter (trainer)', { q: '', role: 'trainer', page: 1 }],
  ['name part "okafo" (1 in 20)', { q: 'okafo', role: 'all', page: 1 }],
  ['full name "grace mensah"', { q: 'grace mensah', role: 'all', page: 1 }],
  ['email part "kofi.santos4041"', { q: 'kofi.santos4041', role: 'all', page: 1 }],
  ['email domain "@nursing.test"', { q: '@nursing.test', role: 'all', page: 1 }],
  ['name part + role (student)', { q: 'patel', role: 'student', page: 1 }],
  ['no match "zzzqqq"', { q: 'zzzqqq', role: 'all', page: 1 }],
  ['two letters "an" (no trigram)', { q: 'an', role: 'all', page: 1 }],
];

async function time(database: DatabaseHandle, query: UserListQuery): Promise<{ samples: number[]; total: number }> {
  let total = 0;
  for (let warm = 0; warm < 5; warm += 1) total = (await listUsers(database.db, query)).total;
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await listUsers(database.db, query);
    samples.push(performance.now() - started);
  }
  return { samples, total };
}

async function main() {
  const scratch = await createScratchDatabase(serverUrl, 'nightingale_bench_users');
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase({ driver: 'postgres', url: scratch.url });
    await database.migrate();
    const started = performance.now();
    await generateUsers(database, USERS);
    console.log(
      `${USERS.toLocaleString('en-US')} users generated in ${((performance.now() - started) / 1000).toFixed(1)} s on ${new URL(serverUrl).host}; ${RUNS} runs per case after 5 warm-up runs.`,
    );
    console.log(`${'case'.padEnd(34)} ${'matches'.padStart(8)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
    let worst = 0;
    for (const [label, query] of cases) {
      const { samples, total } = await time(database, query);
      const p95 = percentile(samples, 95);
      worst = Math.max(worst, p95);
      console.log(
        `${label.padEnd(34)} ${String(total).padStart(8)} ${`${percentile(samples, 50).toFixed(1)} ms`.padStart(9)} ${`${p95.toFixed(1)} ms`.padStart(9)}`,
      );
    }
    console.log(`Worst p95 ${worst.toFixed(1)} ms (target: under ${TARGET_MS} ms).`);
  } finally {
    await database?.close();
    if (values.keep) console.log(`Kept ${scratch.url}`);
    else await scratch.drop();
  }
}

await main();
