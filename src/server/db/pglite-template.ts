import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { findProjectRoot } from '../project-paths';

// A new embedded database costs PGlite's initdb, about 4 s of CPU on our 2-core machines, most of a
// cold start, and then the migrations. The build makes one database that has had both and holds no
// data, and each new database starts as a copy of it: the folder copied for a data folder on disk,
// PGlite's own dump loaded for `memory://`. Either is what initdb and the migrations would have made.

/**
 * The PostgreSQL extensions the migrations create, loaded into every embedded database (PGlite
 * needs them when it starts; a PostgreSQL server has them from its contrib package): pg_trgm
 * indexes user management's substring search.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** A template made by `createPgliteTemplate`: a migrated, empty cluster as a folder and as PGlite's tar dump. */
export interface PgliteTemplate {
  /** The cluster's folder, to copy into a new data folder. */
  dataDir: string;
  /** The same cluster as an uncompressed tar (PGlite's `dumpDataDir`), for `loadDataDir`. */
  tarball: string;
}

interface TemplateManifest {
  /** What the template was made from: `templateSource`. */
  source: string;
}

const MANIFEST = 'template.json';

/** The installed PGlite's version (from its package.json). */
function installedPgliteVersion(): string {
  const packageRoot = findProjectRoot(import.meta.resolve('@electric-sql/pglite'));
  return (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * What a template is made from, as one string: the installed PGlite's version and a SHA-256 of the
 * migrations in `migrationsDir` (every `.sql` file and the journal). A template serves only when it
 * matches, so a new or edited migration, or another PGlite, never meets an old template.
 */
function templateSource(migrationsDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsDir, name));
  for (const file of [...files, join(migrationsDir, 'meta', '_journal.json')]) {
    hash.update(file.slice(migrationsDir.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `pglite ${installedPgliteVersion()}, migrations ${hash.digest('hex')}`;
}

/**
 * The template in `folder` for the migrations in `migrationsDir`, or null when there is none, it
 * is incomplete, or it was made from other migrations or by another PGlite version (the caller then
 * lets PGlite run initdb, and the migrations run, as usual).
 */
export function readPgliteTemplate(folder: string, migrationsDir: string): PgliteTemplate | null {
  try {
    const manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as TemplateManifest;
    if (manifest.source !== templateSource(migrationsDir)) return null;
  } catch {
    return null;
  }
  return { dataDir: join(folder, 'data'), tarball: join(folder, 'data.tar') };
}

/**
 * Makes the template in `folder`: a new cluster (initdb, about 4 s) with the migrations in
 * `migrationsDir` applied and no data. Keeps a template made from the same migrations by the same
 * PGlite; returns whether it made one. Built beside the folder and renamed into place, so a reader
 * never sees half a template.
 */
export async function createPgliteTemplate(folder: string, migrationsDir: string): Promise<boolean> {
  if (readPgliteTemplate(folder, migrationsDir)) return false;
  const source = templateSource(migrationsDir);
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const client = new PGlite(join(partial, 'data'), { extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
    await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
    const dump = await client.dumpDataDir('none');
    writeFileSync(join(partial, 'data.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  writeFileSync(join(partial, MANIFEST), JSON.stringify({ source } satisfies TemplateManifest));
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
  return true;
}

/**
 * Makes `dataDir` (an absolute path) a copy of the template's cluster when it holds no database yet
 * (it does not exist, or is an empty folder); leaves any other folder alone. The copy is renamed
 * into place, so an interrupted copy leaves no half database. Returns whether it copied.
 */
export async function copyTemplateInto(template: PgliteTemplate, dataDir: string): Promise<boolean> {
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) return false;
    rmSync(dataDir, { recursive: true });
  }
  const partial = `${dataDir}.partial-${process.pid}`;
  mkdirSync(dirname(dataDir), { recursive: true });
  rmSync(partial, { recursive: true, force: true });
  // Asynchronous: the copy (tens of MB) runs in the thread pool while the start reads the bank.
  await cp(template.dataDir, partial, { recursive: true });
  renameSync(partial, dataDir);
  return true;
}

/** The template's cluster as a Blob, for PGlite's `loadDataDir` (a `memory://` database). */
export function templateTarball(template: PgliteTemplate): Blob {
  return new Blob([readFileSync(template.tarball)]);
}
