// Prints the JavaScript each page loads before any interaction (gzip): the entry chunk, the
// page's own chunk, and every chunk they import statically, from Vite's manifest.
// Budget: 150 kB gzip for the landing page and /sample-test (foundation and public-site issues);
// the other pages are listed for information. `--strict` exits 1 when a budgeted page is over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readClientManifest } from '../src/server/client-manifest';
import { paths } from '../src/shared/paths';

const BUDGET_KB = 150;
const BUDGETED = new Set<string>([paths.landing.path, paths.sampleTest.path]);
const clientDir = 'dist/client';
const manifest = readClientManifest(clientDir);
if (!manifest) throw new Error('No build found: run "vite build" first.');

const gzipKb = (file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1024;

let over = false;
console.log(`\nJavaScript before interaction (gzip; budget ${BUDGET_KB} kB for ${[...BUDGETED].join(' and ')}):`);
for (const page of Object.values(paths)) {
  if (!page.module || page.access !== 'anyone') continue;
  const files = manifest.pageFiles(page.module);
  if (!files) throw new Error(`${page.module} is not a chunk of the build`);
  const total = files.scripts.reduce((sum, file) => sum + gzipKb(file), 0);
  const budgeted = BUDGETED.has(page.path);
  if (budgeted && total > BUDGET_KB) over = true;
  const status = !budgeted ? '' : total <= BUDGET_KB ? 'ok' : 'OVER BUDGET';
  console.log(
    `  ${page.path.padEnd(18)} ${total.toFixed(1).padStart(7)} kB in ${String(files.scripts.length).padStart(2)} files  ${status}`,
  );
}
console.log('');
if (over && process.argv.includes('--strict')) process.exit(1);
