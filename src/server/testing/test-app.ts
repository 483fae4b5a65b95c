import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import { type AppConfig, type BuildAppOptions, buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { syncQuestionBank } from '../features/exams/bank/bank-items';
import type { AuthoredCaseStudy } from '../features/exams/bank/load-case-studies';
import type { AuthoredQuestion } from '../features/exams/bank/load-question-bank';
import { syncBuiltInForms } from '../features/exams/forms';
import type { Mail, Mailer } from '../lib/mailer';
import { buildQuestionBank } from './question-factory';
import { openTestDatabase } from './test-database';

/** The origin tests send; better-auth refuses cookie-bearing requests from any other. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Settings for tests: generous limits unless a test lowers them, no SMTP, a fixed auth secret. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    publicUrl: TEST_ORIGIN,
    logLevel: 'silent',
    authSecret: 'test-secret-that-is-at-least-32-characters-long',
    smtpUrl: undefined,
    mailFrom: 'Nightingale <no-reply@localhost>',
    mailOutboxDir: undefined,
    rateLimitPerMinute: 10_000,
    examStartsPerMinute: 10_000,
    signInLimitPerIp: 10_000,
    signInLimitPerEmail: 10_000,
    contactMessagesPerHour: 10_000,
    uploadsPerHour: 10_000,
    boardPostsPerHour: 10_000,
    supportMessagesPerHour: 10_000,
    trustProxy: false,
    redisUrl: undefined,
    redisPrefix: 'nightingale-test:',
    visitorAttemptDays: 30,
    adaptiveTestItems: undefined,
    ...overrides,
  };
}

/** A test clock: starts at a fixed instant and moves only when told. */
interface TestClock {
  now(): Date;
  advance(seconds: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  bank: AuthoredQuestion[];
  /** Every email the app sent, oldest first. */
  mail: Mail[];
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database with a question bank (15 factory questions unless given), the
 * built-in exam forms,
 * a controllable exam clock, (a given, migrated database instead of a fresh one when passed), a mailer that records, no logging and no built client.
 * Drive it with `app.inject()`.
 */
export async function createTestApp(
  options: {
    bank?: AuthoredQuestion[];
    /** Case studies (their items are in `bank` too, with their group and place). */
    caseStudies?: AuthoredCaseStudy[];
    config?: Partial<AppConfig>;
    database?: DatabaseHandle;
    /**
     * Where emails go instead of `mail` (tests of slow or failing delivery); 'configured': the
     * app's own mailer for `config` (SMTP_URL, MAIL_OUTBOX_DIR), as in production.
     */
    mailer?: Mailer | 'configured';
    /** Receives the app's log lines (JSON, level debug and above) instead of no logging. */
    logStream?: { write(line: string): void };
    /** Pino options (tests that read the log lines: `{ level, stream }`); wins over `logStream`. */
    logger?: FastifyServerOptions['logger'];
    /** Start the job queue (pg-boss) with these options, for tests of jobs (issue 25 item 6); default off. */
    jobs?: Pick<BuildAppOptions, 'jobQueue' | 'reminders'>;
    /**
     * Who takes payments (issue 26) instead of the test provider: a refusing test provider, or
     * Stripe pointed at a local stub (testing/stripe-stub.ts).
     */
    paymentProvider?: BuildAppOptions['paymentProvider'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const bank = options.bank ?? buildQuestionBank(15);
  await syncQuestionBank(database.db, bank, options.caseStudies);
  await syncBuiltInForms(database.db);

  let current = new Date('2026-03-02T09:00:00.000Z');
  const clock: TestClock = {
    now: () => new Date(current),
    advance: (seconds) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
  const mail: Mail[] = [];
  const app = await buildApp({
    database,
    config: testConfig(options.config),
    clock: clock.now,
    logger: options.logger ?? (options.logStream ? { level: 'debug', stream: options.logStream } : false),
    clientDir: '/nonexistent-client-build',
    ...(options.jobs ? { jobs: 'ready' as const, ...options.jobs } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    mailer:
      options.mailer === 'configured'
        ? undefined
        : (options.mailer ?? {
            send: async (message) => {
              mail.push(message);
              return { delivered: true };
            },
          }),
  });
  await app.ready();
  if (options.mailer === undefined) {
    // Mail better-auth sends after answering (a password reset, written in the recipient's language
    // once her setting is read) has been recorded by the time a test's inject() resolves.
    const inject = app.inject.bind(app);
    Object.assign(app, {
      inject: (request?: InjectOptions) =>
        request === undefined
          ? inject()
          : inject(request).then(async (response) => {
              await app.auth.settleBackgroundTasks();
              return response;
            }),
    });
  }
  return {
    app,
    database,
    clock,
    bank,
    mail,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
