import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore } from '../testing/migrated-before';
import { createTestApp, type TestApp } from '../testing/test-app';
import { purchases } from './schema';

let t: TestApp;
const courseId = '2d9f7c5a-3b4e-4f6a-8c1d-2e3f4a5b6c7d';
const completedId = '3e0a8d6b-4c5f-4a7b-9d2e-3f4a5b6c7d8e';
const refundedId = '4f1b9e7c-5d6a-4b8c-8e3f-4a5b6c7d8e9f';

beforeAll(async () => {
  const database = await databaseMigratedBefore('0007');
  await database.db.execute(sql`
    insert into users (id, name, email, first_name, last_name, referral_code, role)
    values ('trainer-1', 'Maria Santos', 'maria@example.org', 'Maria', 'Santos', 'MARIA1', 'trainer'),
           ('student-1', 'Amara Okafor', 'amara@example.org', 'Amara', 'Okafor', 'AMARA1', 'student')`);
  await database.db.execute(sql`
    insert into courses (id, trainer_id, title, description, price_cents, category, level, is_published)
    values (${courseId}, 'trainer-1', 'Cardiac Care', 'ECGs and drugs', 4000, 'pharmacology', 'Beginner', true)`);
  await database.db.execute(sql`
    insert into purchases (id, course_id, user_id, trainer_id, price_cents, amount_cents, status, purchased_at)
    values (${refundedId}, ${courseId}, 'student-1', 'trainer-1', 4000, 4000, 'refunded', '2026-02-01T09:00:00Z'),
           (${completedId}, ${courseId}, 'student-1', 'trainer-1', 4000, 4000, 'completed', '2026-02-03T09:00:00Z')`);
  await database.migrate();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t?.close();
});

describe('migration 0007: purchases become purchases of items, the course ones kept as they were', () => {
  it('gives every existing purchase its course as the item, with the course’s title', async () => {
    const rows = await t.database.db.select().from(purchases).orderBy(purchases.purchasedAt);
    expect(rows.map((row) => [row.id, row.itemKind, row.itemId, row.itemTitle, row.courseId, row.status])).toEqual([
      [refundedId, 'course', courseId, 'Cardiac Care', courseId, 'refunded'],
      [completedId, 'course', courseId, 'Cardiac Care', courseId, 'completed'],
    ]);
  });

  it('still refuses a second completed purchase of one item by one buyer, and a session purchase naming a course', async () => {
    const duplicate = sql`
      insert into purchases (item_kind, item_id, item_title, course_id, user_id, trainer_id, price_cents, amount_cents, status, purchased_at)
      values ('course', ${courseId}, 'Cardiac Care', ${courseId}, 'student-1', 'trainer-1', 4000, 4000, 'completed', now())`;
    await expect(t.database.db.execute(duplicate)).rejects.toThrow();
    const sessionWithCourse = sql`
      insert into purchases (item_kind, item_id, item_title, course_id, user_id, trainer_id, price_cents, amount_cents, status, purchased_at)
      values ('session', gen_random_uuid(), 'A session', ${courseId}, 'student-1', 'trainer-1', 0, 0, 'completed', now())`;
    await expect(t.database.db.execute(sessionWithCourse)).rejects.toThrow();
    expect(await t.database.db.select().from(purchases)).toHaveLength(2);
  });
});
