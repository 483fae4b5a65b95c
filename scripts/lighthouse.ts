// `npm run lighthouse`: builds the client, starts Nightingale on an in-memory database, audits the
// public pages with Lighthouse (mobile profile) in the system Chromium, and prints the four scores
// per page against the budgets of the public-site issue. Exits 1 when a page misses a budget.
// CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4330);
const BASE = `http://localhost:${PORT}`;
const PAGES = ['/', '/faq', '/contact', '/sample-test'];
const BUDGETS = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 0.95 } as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  execSync('npm run build', { stdio: 'inherit' });
  const server: ChildProcess = spawn('npx', ['tsx', 'src/server/main.ts'], {
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
  try {
    await waitForServer();
    console.log(`\nLighthouse, mobile profile, median of ${RUNS} runs (budgets: ${JSON.stringify(BUDGETS)}):`);
    console.log(`  ${'page'.padEnd(14)} performance  accessibility  best-practices  seo`);
    for (const path of PAGES) {
      const scores: Record<keyof typeof BUDGETS, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
        seo: [],
      };
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${BASE}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BUDGETS),
        });
        for (const category of Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]) {
          scores[category].push(result?.lhr.categories[category]?.score ?? 0);
        }
      }
      const cells = (Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]).map((category) => {
        const score = median(scores[category]);
        const ok = score >= BUDGETS[category];
        if (!ok) failed = true;
        return `${score.toFixed(2)}${ok ? '' : ' LOW'}`.padEnd(category.length + 2);
      });
      console.log(`  ${path.padEnd(14)} ${cells.join(' ')}`);
    }
    console.log('');
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }
  if (failed) process.exitCode = 1;
}

await main();
