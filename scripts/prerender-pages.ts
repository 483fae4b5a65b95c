// After `vite build`: renders the public pages that need no session ahead of time
// (src/client/prerender.tsx, loaded through Vite so it resolves as the client build does) into
// dist/prerendered-pages.json. The server puts each into its page's document, so a phone shows the
// page as soon as the HTML and the style sheet arrive, before the app's code has run.
import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import type { PrerenderedPage, prerenderPage } from '../src/client/prerender';
import { type PageKey, paths } from '../src/shared/paths';

/**
 * Pages whose first view is the same for everyone and holds nothing to resume: not the sample test
 * (a reload resumes an attempt), not the pages that depend on the session or the address's query.
 */
const PRERENDERED: PageKey[] = ['landing', 'about', 'services', 'contact', 'faq', 'job'];

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const module = (await vite.ssrLoadModule('/src/client/prerender.tsx')) as { prerenderPage: typeof prerenderPage };
  const pages: Record<string, PrerenderedPage> = {};
  for (const key of PRERENDERED) pages[paths[key].path] = await module.prerenderPage(paths[key].path);
  writeFileSync('dist/prerendered-pages.json', JSON.stringify(pages));
  console.log(`Prerendered ${PRERENDERED.length} pages into dist/prerendered-pages.json.`);
} finally {
  await vite.close();
}
