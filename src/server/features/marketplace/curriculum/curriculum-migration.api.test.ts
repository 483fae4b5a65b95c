import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import { signedInAs } from '../../../testing/accounts';
import { requestAs } from '../../../testing/marketplace';
import { databaseMigratedBefore } from '../../../testing/migrated-before';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const courseId = '7c4e2b1a-8d9f-4e0a-9b1c-2d3e4f5a6b7c';
const emptyCourseId = '8d5f3c2b-9e0a-4f1b-8c2d-3e4f5a6b7c8d';
const videoId = '9e6a4d3c-0f1b-4a2c-9d3e-4f5a6b7c8d9e';
const sessionId = '0f7b5e4d-1a2c-4b3d-8e4f-5a6b7c8d9e0f';

beforeAll(async () => {
  const database = await databaseMigratedBefore('0023');
  await database.db.execute(sql`
    insert into users (id, name, email, first_name, last_name, referral_code, role)
    values ('trainer-1', 'Maria Santos', 'maria@example.org', 'Maria', 'Santos', 'MARIA1', 'trainer')`);
  await database.db.execute(sql`
    insert into courses (id, trainer_id, title, description, price_cents, category, level, is_published)
    values (${courseId}, 'trainer-1', 'Cardiac Care', 'Rhythms.', 4000, 'pharmacology', 'Beginner', true),
           (${emptyCourseId}, 'trainer-1', 'Empty', 'Nothing.', 1000, 'fundamentals', 'Beginner', false)`);
  await database.db.execute(sql`
    insert into trainer_videos (id, trainer_id, title, video_url)
    values (${videoId}, 'trainer-1', 'Heart sounds', 'https://videos.example.org/heart.mp4')`);
  await database.db.execute(sql`
    insert into training_sessions (id, trainer_id, title, duration_minutes, price_cents, max_students, starts_at)
    values (${sessionId}, 'trainer-1', 'Ask me anything', 60, 5000, 1, '2026-04-02T15:00:00Z')`);
  await database.db.execute(sql`
    insert into course_contents (course_id, kind, video_id, session_id, position)
    values (${courseId}, 'session', null, ${sessionId}, 0), (${courseId}, 'video', ${videoId}, null, 1)`);
  await database.migrate();
  t = await createTestApp({ database });
  // Every migration from the first, on one of two shared cores: more than the default minute.
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('issue 27 migration: a course’s flat contents become its curriculum, and their table goes', () => {
  it('one section "Course contents" holds the items as lessons in their order; a course without contents gets none', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const curriculum: Curriculum = (await requestAs(t.app, admin, 'GET', `/api/courses/${courseId}/curriculum`)).json();
    expect(
      curriculum.sections.map((section) => [
        section.title,
        section.lessons.map((lesson) => [
          lesson.kind,
          lesson.title,
          lesson.videoId ?? lesson.sessionId,
          lesson.isFreePreview,
        ]),
      ]),
    ).toEqual([
      [
        'Course contents',
        [
          ['session', 'Ask me anything', sessionId, false],
          ['video', 'Heart sounds', videoId, false],
        ],
      ],
    ]);
    const empty: Curriculum = (await requestAs(t.app, admin, 'GET', `/api/courses/${emptyCourseId}/curriculum`)).json();
    expect(empty.sections).toEqual([]);
    expect(empty.outline).toBe('');
    expect(empty.coverUrl).toBeNull();
  });

  it('drops the flat contents once copied: the table is gone', async () => {
    const found = (await t.database.db.execute(
      sql`select to_regclass('public.course_contents')::text as "table"`,
    )) as unknown as { rows: { table: string | null }[] };
    expect(found.rows).toEqual([{ table: null }]);
  });
});
