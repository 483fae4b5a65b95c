import { join } from 'node:path';
import { checkCatalogs } from '../src/locales/check-catalogs';
import { hardCodedStringsUnder } from '../src/locales/hard-coded';
import { projectRoot } from '../src/server/project-paths';

/**
 * `npm run i18n:check [language] [--json]`: prints the catalog check's problems (issue 29 item 2),
 * grouped by language and kind, with the files using each missing key; exits 1 when there are any.
 * `--json` prints the missing keys of the language as a JSON object ready to translate.
 * `npm run i18n:check -- --hard-coded [folder]`: prints the English strings written straight into
 * the interface under `folder` (default `src`), file by file, which a translator cannot reach.
 */
const args = process.argv.slice(2);
if (args.includes('--hard-coded')) {
  const folder = args.find((arg) => !arg.startsWith('--')) ?? 'src';
  const found = hardCodedStringsUnder(projectRoot, join(projectRoot, folder));
  let count = 0;
  for (const [file, strings] of found) {
    for (const { line, text } of strings) console.log(`${file}:${line}  ${JSON.stringify(text)}`);
    count += strings.length;
  }
  console.log(count === 0 ? 'No hard-coded interface strings.' : `${count} hard-coded strings in ${found.size} files.`);
  process.exitCode = count === 0 ? 0 : 1;
} else {
  const only = args.find((arg) => !arg.startsWith('--'));
  const problems = checkCatalogs(projectRoot).filter((p) => !only || p.language === only);
  if (args.includes('--json')) {
    const missing = Object.fromEntries(problems.filter((p) => p.kind === 'missing').map((p) => [p.key, '']));
    console.log(JSON.stringify(missing, null, 2));
  } else {
    for (const problem of problems) {
      console.log(`${problem.language} ${problem.kind}: ${JSON.stringify(problem.key)}  ${problem.files.join(', ')}`);
    }
    console.log(problems.length === 0 ? 'The catalogs match the sources.' : `${problems.length} problems.`);
  }
  process.exitCode = problems.length === 0 ? 0 : 1;
}
