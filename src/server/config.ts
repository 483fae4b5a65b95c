import { isIP } from 'node:net';
import { z } from 'zod';

const flag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: `${name} must be true or false.`,
    })
    .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const count = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int({ error: `${name} must be a whole number.` })
    .min(1, { error: `${name} must be at least 1.` })
    .default(fallback);

/**
 * PostgreSQL connections per app instance when DATABASE_POOL_SIZE is unset (node-postgres' own
 * default). On the 2-core machine 20 or 40 changed nothing at 200 exam takers, where the processor
 * was the limit (README "Load"); a larger machine or database server may want more. Keep the pool
 * times the number of instances below the server's max_connections (100 by default).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number.' })
    .int({ error: 'PORT must be a whole number.' })
    .min(0, { error: 'PORT must be between 0 and 65535.' })
    .max(65535, { error: 'PORT must be between 0 and 65535.' })
    .default(3000),
  HOST: z.string().min(1, { error: 'HOST must not be empty.' }).default('localhost'),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be the address users open, such as https://nclex.example.org.',
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database.',
    })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a number.' })
    .int({ error: 'DATABASE_POOL_SIZE must be a whole number.' })
    .min(1, { error: 'DATABASE_POOL_SIZE must be between 1 and 1000.' })
    .max(1000, { error: 'DATABASE_POOL_SIZE must be between 1 and 1000.' })
    .default(DEFAULT_DATABASE_POOL_SIZE),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty.' }).default('./data'),
  DEMO_DATA: flag('DEMO_DATA').optional(),
  MIGRATE_ON_START: flag('MIGRATE_ON_START').default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    })
    .default('info'),
  AUTH_SECRET: z.string().min(32, { error: 'AUTH_SECRET must be at least 32 characters long.' }).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:password@mail.example.org:587.' })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, { error: 'MAIL_FROM must be an address like "Nightingale <no-reply@example.org>".' })
    .default('Nightingale <no-reply@localhost>'),
  MAIL_OUTBOX_DIR: z.string().optional(),
  NODE_ENV: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: count('RATE_LIMIT_PER_MINUTE', 300),
  EXAM_STARTS_PER_MINUTE: count('EXAM_STARTS_PER_MINUTE', 30),
  SIGN_IN_LIMIT_PER_IP: count('SIGN_IN_LIMIT_PER_IP', 30),
  SIGN_IN_LIMIT_PER_EMAIL: count('SIGN_IN_LIMIT_PER_EMAIL', 5),
  CONTACT_MESSAGES_PER_HOUR: count('CONTACT_MESSAGES_PER_HOUR', 5),
  UPLOADS_PER_HOUR: count('UPLOADS_PER_HOUR', 30),
  BOARD_POSTS_PER_HOUR: count('BOARD_POSTS_PER_HOUR', 10),
  SUPPORT_MESSAGES_PER_HOUR: count('SUPPORT_MESSAGES_PER_HOUR', 20),
  TRUST_PROXY: z
    .string()
    .transform((value, context): TrustProxy => {
      const trimmed = value.trim();
      if (['false', 'no', 'off', '0'].includes(trimmed)) return false;
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      const addresses = trimmed.split(',').map((part) => part.trim());
      if (addresses.every(isAddressOrRange)) return addresses;
      context.addIssue({ code: 'custom', message: trustProxyHelp });
      return z.NEVER;
    })
    .default(false),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must look like redis://host:6379 (or rediss:// for TLS).' })
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { error: 'REDIS_PREFIX must be 1 to 64 letters, digits or : _ . -' })
    .default('nightingale:'),
  VISITOR_ATTEMPT_DAYS: count('VISITOR_ATTEMPT_DAYS', 30),
  ADAPTIVE_TEST_ITEMS: z
    .string()
    .regex(/^\d{1,3}-\d{1,3}$/, { error: 'ADAPTIVE_TEST_ITEMS must be the fewest and most items, like 6-10.' })
    .transform((value) => {
      const [minItems = 0, maxItems = 0] = value.split('-').map(Number);
      return { minItems, maxItems };
    })
    .refine((lengths) => lengths.minItems >= 2 && lengths.maxItems >= lengths.minItems, {
      error: 'ADAPTIVE_TEST_ITEMS must be at least 2 items, the fewest first, like 6-10.',
    })
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((value) => base64UrlBytes(value) === 65, {
      error:
        'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters); make a pair with `npx web-push generate-vapid-keys`.',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((value) => base64UrlBytes(value) === 32, {
      error:
        'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters); make a pair with `npx web-push generate-vapid-keys`.',
    })
    .optional(),
  PAYMENTS_PROVIDER: z
    .enum(['stripe', 'test'], {
      error: 'PAYMENTS_PROVIDER must be stripe (with the two Stripe keys) or test (no card is charged).',
    })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, {
      error:
        'STRIPE_SECRET_KEY must be a Stripe secret key, like sk_test_… or sk_live_… (Dashboard, Developers, API keys).',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/, {
      error: 'STRIPE_WEBHOOK_SECRET must be the webhook endpoint’s signing secret, like whsec_… (README "Payments").',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      error: 'VAPID_SUBJECT must be a contact address like mailto:admin@example.org (or an https:// URL).',
    })
    .optional(),
});

/** The number of bytes a base64url text decodes to, or -1 when it is not base64url. */
function base64UrlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return -1;
  return Buffer.from(value, 'base64url').length;
}

const trustProxyHelp =
  'TRUST_PROXY must be the number of reverse proxies in front of the app (such as 1), or a comma-separated list of their addresses or ranges (such as 10.0.0.2,10.1.0.0/16). "true" is refused: it would believe any X-Forwarded-For a client sends.';

/** True for an IP address, or a range in CIDR notation (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which reverse proxies the app believes about the client's address (X-Forwarded-For): none
 * (false), the nearest `n` hops, or those at the listed addresses and ranges.
 */
type TrustProxy = false | number | string[];

/** The server's validated configuration. */
export interface Config {
  /** TCP port to listen on (default 3000). */
  port: number;
  /** Interface to listen on (default localhost; 0.0.0.0 for every interface). */
  host: string;
  /** The address users open, without a trailing slash; links in emails and the CSRF origin check use it. */
  publicUrl: string;
  /** Where the data lives: an external PostgreSQL server, or the embedded PGlite folder. */
  database:
    | {
        driver: 'postgres';
        url: string;
        /** Connections this instance opens at most (DATABASE_POOL_SIZE; DEFAULT_DATABASE_POOL_SIZE when unset). */
        poolSize?: number;
      }
    | { driver: 'pglite'; dataDir: string };
  /** Seed demo accounts on start. On by default for the embedded database at a localhost PUBLIC_URL, else off. */
  demoData: boolean;
  /**
   * Apply pending migrations at start (MIGRATE_ON_START, default true). False when the app's
   * database role owns nothing and the owner runs `npm run db:migrate` (README "Deploy"); the start
   * then stops if a migration is pending.
   */
  migrateOnStart: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Key that signs session cookies; when unset, one is made and kept in the database. */
  authSecret: string | undefined;
  /** Outgoing mail server; when unset, no email is sent (the log says so, without the message). */
  smtpUrl: string | undefined;
  /** Sender of outgoing emails. */
  mailFrom: string;
  /**
   * Development only (MAIL_OUTBOX_DIR): with no SMTP_URL, each email is written whole to a file in
   * this folder instead of being lost. Refused when NODE_ENV is production.
   */
  mailOutboxDir: string | undefined;
  /** API requests allowed per client IP per minute before 429. */
  rateLimitPerMinute: number;
  /** Exam attempts (starts and retakes) allowed per client IP per minute before 429. */
  examStartsPerMinute: number;
  /** Sign-in attempts (and sign-ups and reset requests) allowed per client IP per 15 minutes. */
  signInLimitPerIp: number;
  /** Sign-in attempts allowed per email address per 15 minutes. */
  signInLimitPerEmail: number;
  /** Contact form messages allowed per client IP per hour. */
  contactMessagesPerHour: number;
  /** Files (of at most 10 MB each) one signed-in user may upload per hour. */
  uploadsPerHour: number;
  /** Community board messages one signed-in user may post per hour. */
  boardPostsPerHour: number;
  /** Messages (new conversations and replies) one student may send the support team per hour. */
  supportMessagesPerHour: number;
  /** Which proxies' X-Forwarded-For to believe for the client's address (README "Deployment"). */
  trustProxy: TrustProxy;
  /** Redis for counters shared by every instance (rate limits); unset: counted in this process. */
  redisUrl: string | undefined;
  /** Start of every key the app writes in Redis; instances with the same prefix share counters. */
  redisPrefix: string;
  /** Visitors' attempts (not users') are deleted this many days after they started (default 30). */
  visitorAttemptDays: number;
  /**
   * A short adaptive test for demonstrations and end-to-end tests (ADAPTIVE_TEST_ITEMS, e.g. 6-10);
   * unset: NCSBN's 85 to 150 items (CAT_EXAMS).
   */
  adaptiveTestItems: { minItems: number; maxItems: number } | undefined;
  /**
   * Web Push keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; issue 25 item 6), all three
   * or none. Unset: development makes a pair once and keeps it in the database (`pushKeysFallback`
   * 'generate'); production sends no push ('disabled') and the Settings page says so.
   */
  vapid?: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** What to do without VAPID keys: 'generate' (not production) or 'disabled' (NODE_ENV=production). */
  pushKeysFallback?: 'generate' | 'disabled';
  /**
   * Stripe's keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both or none; issue 26). Unset (or
   * PAYMENTS_PROVIDER=test): the test provider takes every checkout and no card is charged (README
   * "Payments"); in production that must be asked for with PAYMENTS_PROVIDER=test.
   */
  stripe?: { secretKey: string; webhookSecret: string } | undefined;
}

/** Thrown for a bad environment; `message` lists every bad variable, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the configuration from environment variables (README "Configuration").
 * Empty strings count as unset. Throws ConfigError naming each bad variable and what it must be.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.MAIL_OUTBOX_DIR && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n- MAIL_OUTBOX_DIR is for development only (it keeps live reset links in files): set SMTP_URL in production.',
    );
  }
  const vapidParts = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT];
  if (vapidParts.some(Boolean) && !vapidParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n- VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three (or none to turn Web Push off in production).',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n- STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both to take card payments through Stripe, or neither for the test checkout.',
    );
  }
  const stripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  if (e.PAYMENTS_PROVIDER === 'stripe' && !stripeKeys) {
    throw new ConfigError(
      'Invalid configuration:\n- PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README "Payments").',
    );
  }
  if (e.NODE_ENV === 'production' && !stripeKeys && e.PAYMENTS_PROVIDER !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n- In production, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take card payments, or PAYMENTS_PROVIDER=test to run with the test checkout on purpose (everything bought is then free).',
    );
  }
  const database: Config['database'] = e.DATABASE_URL
    ? { driver: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { driver: 'pglite', dataDir: e.DATA_DIR };
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const onThisComputer = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    database,
    // The demo accounts have published passwords: by default only on the embedded database, on this computer.
    demoData: e.DEMO_DATA ?? (database.driver === 'pglite' && onThisComputer),
    migrateOnStart: e.MIGRATE_ON_START,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: e.MAIL_OUTBOX_DIR,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    examStartsPerMinute: e.EXAM_STARTS_PER_MINUTE,
    signInLimitPerIp: e.SIGN_IN_LIMIT_PER_IP,
    signInLimitPerEmail: e.SIGN_IN_LIMIT_PER_EMAIL,
    contactMessagesPerHour: e.CONTACT_MESSAGES_PER_HOUR,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    boardPostsPerHour: e.BOARD_POSTS_PER_HOUR,
    supportMessagesPerHour: e.SUPPORT_MESSAGES_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    visitorAttemptDays: e.VISITOR_ATTEMPT_DAYS,
    adaptiveTestItems: e.ADAPTIVE_TEST_ITEMS,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
    pushKeysFallback: e.NODE_ENV === 'production' ? 'disabled' : 'generate',
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.PAYMENTS_PROVIDER !== 'test'
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
  };
}
