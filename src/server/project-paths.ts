import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder holding a `package.json`, searching from the folder of the
 * module `moduleFile` (a `file:` URL such as `import.meta.url`, or an absolute file path) upwards.
 * It is the same whether the server runs from its sources (`src/server/`, under tsx) or from the
 * compiled bundle (`dist/server/main.js`). Throws when no folder up to the file system's root has one.
 */
export function findProjectRoot(moduleFile: string | URL): string {
  const start = dirname(String(moduleFile).startsWith('file:') ? fileURLToPath(moduleFile) : String(moduleFile));
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json in ${start} or any folder above it.`);
  }
}

/** The project root (absolute path): the folder of Nightingale's package.json. */
export const projectRoot = findProjectRoot(import.meta.url);

/** Absolute paths of the files the server reads at run time, the same from the sources and the bundle. */
export const projectPaths = {
  /** The built web client (`npm run build`). */
  clientDir: join(projectRoot, 'dist', 'client'),
  /** Drizzle's SQL migrations, read at start; they are not bundled. */
  migrationsDir: join(projectRoot, 'src', 'server', 'db', 'migrations'),
  /** The authored question bank (`content/questions/*.json`). */
  questionsDir: join(projectRoot, 'content', 'questions'),
  /** The authored case studies (`content/case-studies/*.json`). */
  caseStudiesDir: join(projectRoot, 'content', 'case-studies'),
  /** The medical-English glossary (`content/glossary/*.json`, issue 29 item 3), added to the database at start. */
  glossaryDir: join(projectRoot, 'content', 'glossary'),
  /** The interface's catalogs (`src/locales/<code>/*.json`, decision 025), read at start; not bundled. */
  localesDir: join(projectRoot, 'src', 'locales'),
  /** The migrated, empty embedded database new ones are copied from (made by `npm run build`). */
  pgliteTemplateDir: join(projectRoot, 'dist', 'server', 'pglite-template'),
} as const;
