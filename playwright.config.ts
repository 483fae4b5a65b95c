import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// CI builds once before its test phases (.ci/run) and sets E2E_SKIP_BUILD=1 so the build is not repeated here.
const serve = 'node --enable-source-maps dist/server/main.js';

/**
 * End-to-end tests in the system Chromium (Debian's /usr/bin/chromium; set CHROMIUM_PATH for
 * another browser binary). The web server is the production build (the client and the compiled
 * server) on an in-memory database.
 */
export default defineConfig({
  testDir: 'e2e',
  // Generous: on CI's busy 2-core machine a journey with several axe scans takes three times as long as alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // Tests, not files, are shared out, so the last minutes are not one long file running alone.
  fullyParallel: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace by default: recording one (DOM snapshots at every action, kept only on failure) made
    // the suite about 14% slower, and CI keeps no files. A failed test still leaves a screenshot and
    // its error context (the page's accessibility tree); for a trace, run it again with
    // `npx playwright test <file> --trace retain-on-failure` (the screencast costs the most CPU: add
    // nothing more).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: process.env.E2E_SKIP_BUILD === '1' ? serve : `npm run build && ${serve}`,
    // Not /api/health, which answers as soon as the server listens: API requests wait for the demo
    // data, seeded after listening (issue 30), so the first tests' clicks would wait for the seed
    // and miss their 10-second expectations. A signed-out session answers once the seed is in.
    url: `http://localhost:${port}/api/account/me`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      RATE_LIMIT_PER_MINUTE: '10000',
      EXAM_STARTS_PER_MINUTE: '10000',
      SIGN_IN_LIMIT_PER_IP: '10000',
      SIGN_IN_LIMIT_PER_EMAIL: '10000',
      CONTACT_MESSAGES_PER_HOUR: '10000',
      // The adaptive test ends within ten items here (e2e/adaptive.spec.ts), not NCSBN's 85 to 150.
      ADAPTIVE_TEST_ITEMS: '6-10',
      // Emails are written here instead of sent (no SMTP), so replies to visitors count as emailed.
      MAIL_OUTBOX_DIR: 'test-results/mail-outbox',
    },
  },
});
