// Adds the items of a JSON or CSV file to the question bank of the database that DATABASE_URL (or
// DATA_DIR) names, all or nothing (README "The question bank"). For instructors and administrators
// (spec §6: they may create tests), run by whoever operates the server. Usage:
//   npm run content:import -- FILE
// With the embedded database, stop the server first: PGlite serves one process at a time.
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { importQuestions, QuestionImportError } from '../src/server/features/exams/bank/import-questions';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run content:import -- FILE   (a .json or .csv file of items; see the README)');
  process.exit(2);
}

let text: string;
try {
  text = await readFile(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}

const database = await openDatabase(loadConfig().database);
try {
  await database.migrate();
  const added = await importQuestions(database.db, file, text);
  console.log(`Imported ${added} item(s) from ${file} into the question bank.`);
} catch (error) {
  if (!(error instanceof QuestionImportError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
