// `npm run lighthouse`: builds the client, starts Nightingale on an in-memory database (with its demo
// data), audits every public page (the paths table's pages open to anyone, without a parameter) and
// /dashboard, /training-center and /courses signed in as the demo student Amara Okafor, with
// Lighthouse's mobile profile in the system Chromium, and prints the four scores per page against
// the budgets of issue 30. Exits 1 when a page misses a budget.
// The session: one sign-in through the API (POST /api/auth/sign-in/email), whose cookies are put into
// the audited browser before the signed-in audits (Playwright over the DevTools protocol). Lighthouse's
// `extraHeaders` are not enough: a Cookie header set so reaches the document's request but not the
// page's own API calls, and the page, signed out, went to /login. A signed-in audit that ends
// anywhere but its page fails.
// Options: `--no-build` audits the current build; LIGHTHOUSE_RUNS (default 3) runs per page, the
// median is printed; LIGHTHOUSE_PAGES (e.g. "/courses,/faq") audits those pages only;
// LIGHTHOUSE_REPORTS=<folder> keeps each run's report (JSON); LIGHTHOUSE_PORT (default 4330);
// CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { paths } from '../src/shared/paths';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4330);
const BASE = `http://localhost:${PORT}`;
const BUDGETS = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 0.95 } as const;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep each run's whole report in (JSON), to read what an audit found; none by default. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** The demo student of README "Demo accounts" (registered, with tests taken: a full dashboard). */
const STUDENT = { email: 'amara.okafor@nightingale.test', password: 'Amara#Study2026' };

/** One audit: a page, and whether it is seen signed in. */
interface Audit {
  path: string;
  signedIn: boolean;
}

/** Every public page without a parameter, then the signed-in pages of issue 30. */
function audits(): Audit[] {
  const publicPages = Object.values(paths)
    .filter((page) => page.access === 'anyone' && !page.path.includes(':'))
    .map((page) => ({ path: page.path, signedIn: false }));
  const signedInPages = [paths.dashboard, paths.trainingCenter, paths.courses].map((page) => ({
    path: page.path,
    signedIn: true,
  }));
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  return [...publicPages, ...signedInPages].filter((audit) => !only || only.includes(audit.path));
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      // The demo data is seeded after the server listens: an API answer waits for it, so no page is
      // audited while the seed still takes the processor.
      if ((await fetch(`${BASE}/api/health`)).ok && (await fetch(`${BASE}/api/account/me`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Signs the demo student in through the API and returns her session's cookies (name and value). */
async function signIn(): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(STUDENT),
  });
  if (!response.ok) throw new Error(`signing in as ${STUDENT.email} failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0] ?? '';
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
  if (cookies.length === 0) throw new Error('signing in set no cookie');
  return cookies;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const loadBefore = loadavg()[0] ?? 0;
  const server: ChildProcess = spawn('node', ['--import', './scripts/require-built-server.js', 'dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: 'memory://', LOG_LEVEL: 'warn', PUBLIC_URL: BASE },
    stdio: 'inherit',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let failed = false;
  /** The Playwright connection that signed the browser in, once a signed-in page is audited. */
  let signedInBrowser: Browser | null = null;
  try {
    await waitForServer();
    const cookies = await signIn();
    console.log(`\nLighthouse, mobile profile, median of ${RUNS} runs (budgets: ${JSON.stringify(BUDGETS)}):`);
    console.log(`  ${'page'.padEnd(28)} performance  accessibility  best-practices  seo`);
    for (const { path, signedIn } of audits()) {
      // The last run's metrics, printed after the scores: what a low performance score is made of.
      let lastMetrics = '';
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, [] as number[]])) as Record<
        Category,
        number[]
      >;
      if (signedIn && !signedInBrowser) {
        // The public pages come first, audited signed out; from here on the browser is signed in.
        signedInBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const [context] = signedInBrowser.contexts();
        if (!context) throw new Error('the audited browser has no context to sign in');
        await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: BASE })));
      }
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${BASE}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (REPORTS) {
          const file = join(
            REPORTS,
            `${path.slice(1).replaceAll('/', '_') || 'home'}${signedIn ? '-signed-in' : ''}-${run + 1}.json`,
          );
          writeFileSync(file, JSON.stringify(result?.lhr));
        }
        const landed = new URL(result?.lhr.finalDisplayedUrl ?? BASE).pathname;
        if (landed !== path) throw new Error(`the audit of ${path} ended on ${landed}`);
        for (const category of CATEGORIES) scores[category].push(result?.lhr.categories[category]?.score ?? 0);
        const audit = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
        lastMetrics = `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`;
      }
      const cells = CATEGORIES.map((category) => {
        const score = median(scores[category]);
        const ok = score >= BUDGETS[category];
        if (!ok) failed = true;
        return `${score.toFixed(2)}${ok ? '' : ' LOW'}`.padEnd(category.length + 2);
      });
      console.log(`  ${`${path}${signedIn ? ' (signed in)' : ''}`.padEnd(28)} ${cells.join(' ')} ${lastMetrics}`);
    }
    const loadAfter = loadavg()[0] ?? 0;
    console.log(
      `Load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; ${new Date().toISOString()}.\n`,
    );
  } finally {
    await signedInBrowser?.close().catch(() => {});
    await chrome.kill();
    server.kill('SIGTERM');
  }
  if (failed) process.exitCode = 1;
}

await main();
