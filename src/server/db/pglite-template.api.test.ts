import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPaths } from '../project-paths';
import { type DatabaseHandle, openDatabase } from './client';
import { copyTemplateInto, createPgliteTemplate, type PgliteTemplate, readPgliteTemplate } from './pglite-template';

/** The rows of a query (PGlite's result has them under `rows`). */
const rows = async (database: DatabaseHandle, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

describe('new embedded databases start from a migrated, empty database made at build time', () => {
  let root: string;
  let folder: string;
  let template: PgliteTemplate;
  const migrations = projectPaths.migrationsDir;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nightingale-template-'));
    folder = join(root, 'pglite-template');
    expect(await createPgliteTemplate(folder, migrations)).toBe(true);
    const read = readPgliteTemplate(folder, migrations);
    if (!read) throw new Error('no template');
    template = read;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is made again only for other migrations or another PGlite, and ignored when missing', async () => {
    expect(await createPgliteTemplate(folder, migrations)).toBe(false);
    expect(readdirSync(root)).toEqual(['pglite-template']);
    expect(readPgliteTemplate(join(root, 'missing'), migrations)).toBeNull();

    const edited = join(root, 'edited-migrations');
    cpSync(migrations, edited, { recursive: true });
    expect(readPgliteTemplate(folder, edited)).not.toBeNull();
    const [firstSql] = readdirSync(edited).filter((name) => name.endsWith('.sql'));
    appendFileSync(join(edited, firstSql ?? ''), '\n-- edited\n');
    expect(readPgliteTemplate(folder, edited)).toBeNull();
    rmSync(edited, { recursive: true });

    const other = join(root, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'template.json'), JSON.stringify({ source: 'pglite 0.0.1, migrations 00' }));
    expect(readPgliteTemplate(other, migrations)).toBeNull();
    rmSync(other, { recursive: true });
  });

  it('is copied into a new or empty data folder, never over an existing one', async () => {
    expect(await copyTemplateInto(template, join(root, 'new', 'data'))).toBe(true);
    expect(readdirSync(join(root, 'new', 'data'))).toContain('PG_VERSION');
    mkdirSync(join(root, 'empty'));
    expect(await copyTemplateInto(template, join(root, 'empty'))).toBe(true);
    expect(readdirSync(join(root, 'empty'))).toContain('PG_VERSION');
    mkdirSync(join(root, 'used'));
    writeFileSync(join(root, 'used', 'notes.txt'), 'mine');
    expect(await copyTemplateInto(template, join(root, 'used'))).toBe(false);
    expect(readdirSync(join(root, 'used'))).toEqual(['notes.txt']);
    expect(readdirSync(root).some((name) => name.includes('.partial-'))).toBe(false);
  });

  it('gives a working database on disk, kept across restarts, and in memory', async () => {
    const dataDir = join(root, 'disk');
    const first = await openDatabase({ driver: 'pglite', dataDir }, { pgliteTemplate: folder });
    const applied = await rows(first, sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(readdirSync(migrations).filter((name) => name.endsWith('.sql')).length);
    await first.migrate();
    expect(await rows(first, sql`select hash from drizzle.__drizzle_migrations`)).toEqual(applied);
    await first.db.execute(sql`create table notes (body text)`);
    await first.db.execute(sql`insert into notes values ('kept')`);
    await first.close();
    const second = await openDatabase({ driver: 'pglite', dataDir }, { pgliteTemplate: folder });
    expect(await rows(second, sql`select body from notes`)).toEqual([{ body: 'kept' }]);
    await second.close();

    const memory = await openDatabase({ driver: 'pglite', dataDir: 'memory://' }, { pgliteTemplate: folder });
    expect(await rows(memory, sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).toEqual([
      { count: applied.length },
    ]);
    expect(await rows(memory, sql`select count(*)::int as count from questions`)).toEqual([{ count: 0 }]);
    await memory.close();
  });
});
