import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore } from '../testing/migrated-before';
import { buildQuestion } from '../testing/question-factory';
import type { DatabaseHandle } from './client';

const OLD = 'Safety and Infection Control';
const NEW = 'Safety and Infection Prevention and Control';

let database: DatabaseHandle;
const attemptId = '7c4e2b1f-8a9d-4e0b-9c6d-7e8f9a0b1c2d';

beforeAll(async () => {
  database = await databaseMigratedBefore('0020');
  const { sourceFile: _file, ...item } = buildQuestion(1, { clientNeeds: NEW });
  const oldItem = JSON.stringify({ ...item, clientNeeds: OLD });
  await database.db.execute(sql`
    insert into questions (id, item_type, subject, topic, difficulty, client_needs, content, source_file)
    values ('old-1', 'multiple-choice', 'Fundamentals of Nursing', 't', 'medium', ${OLD}, ${oldItem}::jsonb, 'a.json'),
           ('other-1', 'multiple-choice', 'Fundamentals of Nursing', 't', 'medium', 'Management of Care',
            ${JSON.stringify({ ...item, id: 'other-1', clientNeeds: 'Management of Care' })}::jsonb, 'a.json')`);
  await database.db.execute(sql`
    insert into exam_forms (id, kind, title, question_count, time_limit_seconds, filter, selection, access)
    values ('form-1', 'custom', 'Custom', 10, 600,
            ${JSON.stringify({ subjects: [], clientNeeds: ['Management of Care', OLD, 'Physiological Adaptation'], itemTypes: [] })}::jsonb,
            'random', 'owner')`);
  await database.db.execute(sql`
    insert into exam_attempts (id, form_id, time_limit_seconds, started_at, deadline_at)
    values (${attemptId}, 'form-1', 600, now(), now() + interval '10 minutes')`);
  await database.db.execute(sql`
    insert into attempt_items (attempt_id, position, item_id, item_type, subject, client_needs, item, possible)
    values (${attemptId}, 0, 'old-1', 'multiple-choice', 'Fundamentals of Nursing', ${OLD}, ${oldItem}::jsonb, 1)`);
  await database.migrate();
  // Every migration from the first, on one of two shared cores: more than the default minute.
}, 300_000);
afterAll(async () => {
  await database?.close();
});

describe('issue 24 migration: the 2026 name of Safety and Infection Prevention and Control', () => {
  it('renames the category in the bank, in the items kept in attempts and in forms, keeping every other value and the order', async () => {
    const rows = (await database.db.execute(
      sql`select id, client_needs, content ->> 'clientNeeds' as named from questions order by id`,
    )) as unknown as { rows: { id: string; client_needs: string; named: string }[] };
    expect(rows.rows).toEqual([
      { id: 'old-1', client_needs: NEW, named: NEW },
      { id: 'other-1', client_needs: 'Management of Care', named: 'Management of Care' },
    ]);
    const kept = (await database.db.execute(
      sql`select client_needs, item ->> 'clientNeeds' as named from attempt_items`,
    )) as unknown as { rows: { client_needs: string; named: string }[] };
    expect(kept.rows).toEqual([{ client_needs: NEW, named: NEW }]);
    const forms = (await database.db.execute(
      sql`select filter -> 'clientNeeds' as needs from exam_forms where id = 'form-1'`,
    )) as unknown as { rows: { needs: string[] }[] };
    expect(forms.rows).toEqual([{ needs: ['Management of Care', NEW, 'Physiological Adaptation'] }]);
  });
});
