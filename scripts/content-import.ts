// Adds the items of a file to the shared question bank of the database that DATABASE_URL (or
// DATA_DIR) names, all or nothing (README "The question bank", "Item bank formats"). For
// instructors and administrators (spec §6: they may create tests), run by whoever operates the
// server. Usage:
//   npm run content:import -- FILE [--dry-run]
// FILE: .json or .csv (the bank's own columns), .gift or .txt (GIFT), .xml (Moodle XML), .zip (a
// QTI 3 package). --dry-run prints what would be added, by type, and each problem, and adds nothing.
// With the embedded database, stop the server first: PGlite serves one process at a time.
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { parseImportArguments, runContentImport } from '../src/server/features/items/content-import-cli';

const args = parseImportArguments(process.argv.slice(2));
if ('usage' in args) {
  console.error(args.usage);
  process.exit(2);
}

let bytes: Buffer;
try {
  bytes = await readFile(args.file);
} catch (error) {
  console.error(`Cannot read ${args.file}: ${(error as Error).message}`);
  process.exit(2);
}

const database = await openDatabase(loadConfig().database);
try {
  await database.migrate();
  const outcome = await runContentImport(database.db, { file: args.file, bytes, dryRun: args.dryRun });
  for (const line of outcome.out) console.log(line);
  for (const line of outcome.err) console.error(line);
  process.exitCode = outcome.exitCode;
} finally {
  await database.close();
}
