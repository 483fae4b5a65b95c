// Writes the shared question bank's active items (or those of one subject or item type) as GIFT,
// Moodle XML or a QTI 3 package (README "Item bank formats"), from the database that DATABASE_URL
// (or DATA_DIR) names. Usage:
//   npm run content:export -- --format gift|moodle-xml|qti3 --out PATH [--subject S] [--type T]
// Prints how many items were written and each one skipped with its reason.
// With the embedded database, stop the server first: PGlite serves one process at a time.
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { parseExportArguments, runContentExport } from '../src/server/features/items/content-export-cli';

const args = parseExportArguments(process.argv.slice(2));
if ('usage' in args) {
  console.error(args.usage);
  process.exit(2);
}

const database = await openDatabase(loadConfig().database);
try {
  await database.migrate();
  const { file, lines } = await runContentExport(database.db, args);
  await writeFile(args.out, file.body);
  for (const line of lines) console.log(line);
} finally {
  await database.close();
}
