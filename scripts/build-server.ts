// The server's build step (`npm run build`, after the client): bundles src/server/main.ts and
// everything it imports from src/ into one ESM file, dist/server/main.js, for Node 20, with a source
// map so that `node --enable-source-maps` names the .ts sources in stack traces. The packages in
// node_modules stay external (imported at run time, not bundled). `npm start` and `npm run serve`
// run the output with plain node; tsx stays for development and scripts.
// It also makes dist/server/pglite-template, the migrated, empty database a new embedded database
// is copied from (src/server/db/pglite-template.ts), again only when the migrations or PGlite change.
import { build } from 'esbuild';
import { createPgliteTemplate } from '../src/server/db/pglite-template';
import { projectPaths, projectRoot } from '../src/server/project-paths';

const outdir = 'dist/server';
let started = performance.now();

const result = await build({
  absWorkingDir: projectRoot,
  entryPoints: ['src/server/main.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});

const output = result.metafile.outputs[`${outdir}/main.js`];
const kilobytes = output ? (output.bytes / 1024).toFixed(0) : '?';
console.log(
  `Compiled the server into ${outdir}/main.js (${kilobytes} kB) in ${(performance.now() - started).toFixed(0)} ms.`,
);

started = performance.now();
if (await createPgliteTemplate(projectPaths.pgliteTemplateDir, projectPaths.migrationsDir)) {
  console.log(`Made the embedded database's template in ${(performance.now() - started).toFixed(0)} ms.`);
} else {
  console.log("Kept the embedded database's template (same migrations, same PGlite).");
}
