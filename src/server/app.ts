import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../shared/api-error-schema';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './errors';
import { accountRoutes } from './features/account/routes';
import { auditRoutes } from './features/audit/routes';
import { type Auth, createAuth, EXISTING_ACCOUNT_MAIL_LIMIT } from './features/auth/auth';
import { loadAuthSecret } from './features/auth/auth-secret';
import { authRoutes } from './features/auth/routes';
import { endCachedSessions, REVOCATION_STAMP_SECONDS } from './features/auth/session';
import { boardRoutes } from './features/board/routes';
import { scheduleCalibration } from './features/calibration/calibration-job';
import { calibrationRunRoutes, itemStatisticsRoutes } from './features/calibration/routes';
import { classRoutes } from './features/classes/routes';
import { studentClassRoutes } from './features/classes/student-routes';
import { contactFormRoutes } from './features/contact/routes';
import { studentConversationRoutes, supportInboxRoutes } from './features/conversations/routes';
import { documentQueueRoutes, studentDocumentRoutes } from './features/documents/routes';
import { examRoutes } from './features/exams/routes';
import { scheduleVisitorAttemptCleanup } from './features/exams/visitor-attempt-cleanup';
import { fileRoutes } from './features/files/routes';
import { flashcardRoutes } from './features/flashcards/routes';
import { glossaryRoutes } from './features/glossary/routes';
import { healthRoutes } from './features/health/routes';
import { itemExportRoutes } from './features/items/export-routes';
import { itemImportRoutes } from './features/items/import-routes';
import { itemBankRoutes } from './features/items/routes';
import { courseRoutes } from './features/marketplace/course-routes';
import { curriculumRoutes } from './features/marketplace/curriculum/curriculum-routes';
import { videosInBoughtCourses } from './features/marketplace/included-videos';
import { courseInsightRoutes } from './features/marketplace/insight/routes';
import { adminPurchaseRoutes, paymentRoutes, trainerDashboardRoutes } from './features/marketplace/money-routes';
import { certificateRoutes, coursePlayerRoutes, myCoursesRoutes } from './features/marketplace/player/routes';
import { courseReviewRoutes } from './features/marketplace/reviews/routes';
import { materialReviewRoutes, materialRoutes } from './features/materials/routes';
import type { PaymentsContext } from './features/payments/orders';
import { definePaymentJobs } from './features/payments/payment-jobs';
import { adminPayoutRoutes, trainerPayoutRoutes } from './features/payments/payout-routes';
import type { PaymentProvider } from './features/payments/provider';
import { createReceiptSender } from './features/payments/receipts';
import { refundRoutes } from './features/payments/refund-routes';
import { orderRoutes, webhookRoutes } from './features/payments/routes';
import { createStripeProvider } from './features/payments/stripe-provider';
import { createTestProvider } from './features/payments/test-provider';
import { planRoutes } from './features/plans/routes';
import { programRoutes } from './features/programs/routes';
import {
  type RemindersOptions,
  registerReminderRoutes,
  reminderKeys,
  scheduleReminders,
} from './features/reminders/register';
import { studyPlanRoutes } from './features/study-plan/routes';
import { adminTrackingRoutes, trackingRoutes } from './features/tracking/routes';
import { trainerApplicationReviewRoutes, trainerApplicationRoutes } from './features/trainer-applications/routes';
import { sessionBookingRoutes, trainerSessionRoutes } from './features/trainer-sessions/routes';
import { trainerVideoRoutes, videoLibraryRoutes, videoReviewRoutes } from './features/trainer-videos/routes';
import { userManagementRoutes } from './features/user-management/routes';
import { createDataCache } from './lib/data-cache';
import { registerRequestLanguage } from './lib/i18n';
import { type JobQueueOptions, registerJobQueue } from './lib/jobs';
import { logSerializers } from './lib/log-redaction';
import { createMailer, type Mailer } from './lib/mailer';
import { registerOriginCheck } from './lib/origin-check';
import { limitOnlyApiRoutes, silentLimit, tooManyRequests } from './lib/rate-limit';
import { QuietRequestLog } from './lib/request-log';
import { registerSecurityHeaders } from './lib/security-headers';
import { openSharedState } from './lib/shared-state';
import { orderKinds } from './order-kinds';
import { projectPaths } from './project-paths';
import { registerClient } from './spa/register-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (driver, ping, close). */
    database: DatabaseHandle;
    /** Shorthand for `database.db`, the Drizzle handle. */
    db: Database;
    /** The current time; tests replace it to move the clock. */
    clock: () => Date;
    /** better-auth: sessions, passwords, sign-in. */
    auth: Auth;
    /** The address users open, without a trailing slash. */
    publicUrl: string;
    /** Where emails go: SMTP_URL, MAIL_OUTBOX_DIR or nowhere (a test's mailer in tests). */
    mailer: Mailer;
    /** Orders, checkouts and the payment provider (issue 26). */
    payments: PaymentsContext;
  }
}

/** The settings buildApp reads: everything but where to listen and which database to open. */
export type AppConfig = Omit<Config, 'port' | 'host' | 'database' | 'demoData' | 'migrateOnStart'>;

/** What buildApp needs: the open database, the settings it reads, and optional test hooks. */
export interface BuildAppOptions {
  database: DatabaseHandle;
  config: AppConfig;
  /** Folder of the built client; defaults to `dist/client`. Missing build: pages answer 503. */
  clientDir?: string;
  /** The clock; defaults to `() => new Date()`. */
  clock?: () => Date;
  /** Pino options; defaults to the configured level, pretty-printed on a terminal in development. */
  logger?: FastifyServerOptions['logger'];
  /** Where emails go; defaults to SMTP_URL (unset: not sent, or written to MAIL_OUTBOX_DIR). */
  mailer?: Mailer;
  /**
   * Start the job queue (pg-boss: reminders, issue 25 item 6): 'listening' (main.ts: after the
   * server listens), 'ready' (tests of jobs, through inject()), false (default: tests and scripts).
   */
  jobs?: JobQueueOptions['startOn'];
  /** pg-boss options for tests (shorter polling and monitoring). */
  jobQueue?: JobQueueOptions['boss'];
  /** The reminders' push sender and timings, for tests. */
  reminders?: RemindersOptions;
  /**
   * Who takes payments (issue 26); defaults to Stripe when config.stripe is set, else the test
   * provider. Tests pass a Stripe provider pointed at a local stub, or a refusing test provider.
   */
  paymentProvider?: PaymentProvider;
}

/**
 * Fastify's trustProxy for TRUST_PROXY: a hop count trusts that many proxies nearest the app
 * (whatever their address), a list trusts those addresses and ranges only.
 */
function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (_address, hop) => hop < trust;
}

const defaultClientDir = projectPaths.clientDir;

/**
 * Schemas the OpenAPI description names once, in its components, and refers to: the error shape,
 * which every route declares for its refusals (with the hundred codes of API_ERROR_CODES).
 */
const openApiSchemas = z.registry<{ id: string }>().add(apiErrorSchema, { id: 'ApiError' });

/** Given pino options (a test's `{ level, stream }`) with the app's serializers added, so they log as production does. */
function withLogSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { ...logSerializers, ...logger.serializers } };
}

function defaultLogger(level: Config['logLevel']): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production' && canResolve('pino-pretty');
  const serializers = logSerializers;
  return pretty
    ? { level, serializers, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
    : { level, serializers };
}

function canResolve(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds the whole application (API under /api, OpenAPI at /api/docs, the web client elsewhere)
 * without listening. Tests drive it with `inject()`; main.ts calls `listen()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: withLogSerializers(options.logger) ?? defaultLogger(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 100 * 1024,
    logController: new QuietRequestLog(),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('publicUrl', config.publicUrl);
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.mailOutboxDir }, app.log),
  );
  app.decorate(
    'auth',
    createAuth({
      db: options.database.db,
      secret: await loadAuthSecret(options.database.db, config.authSecret),
      publicUrl: config.publicUrl,
      mailer: app.mailer,
      logger: app.log,
      onSessionsEnded: (userId) => endCachedSessions(app, userId),
      // app.counters is decorated below; the limit reads it only when a sign-up runs.
      mayMailExistingAccount: silentLimit(app, EXISTING_ACCOUNT_MAIL_LIMIT),
    }),
  );
  app.decorate('payments', {
    db: options.database.db,
    provider: options.paymentProvider ?? (config.stripe ? createStripeProvider(config.stripe) : createTestProvider()),
    kinds: orderKinds,
    publicUrl: config.publicUrl,
    log: app.log,
    onPaid: createReceiptSender({
      db: options.database.db,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      log: app.log,
      kinds: orderKinds,
    }),
  } satisfies PaymentsContext);
  app.decorateRequest('user', null);
  registerJobQueue(app, { startOn: options.jobs ?? false, boss: options.jobQueue });
  definePaymentJobs(app, () => app.payments);
  const pushKeys = reminderKeys(app, config);
  app.addHook('onClose', async () => app.auth.settleBackgroundTasks());
  const shared = await openSharedState(app, {
    redisUrl: config.redisUrl,
    keyPrefix: config.redisPrefix,
    revocationTtlMs: REVOCATION_STAMP_SECONDS * 1000,
  });
  app.decorate('counters', shared.counters);
  app.decorate('revocations', shared.revocations);
  app.decorate('dataCache', createDataCache(options.database.db));
  registerErrorHandling(app);
  const clientDir = options.clientDir ?? defaultClientDir;
  // First, so that every answer carries them, a refusal by the origin check too.
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, clientDir });
  registerOriginCheck(app, config.publicUrl);
  registerRequestLanguage(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  limitOnlyApiRoutes(app);
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // With Redis, every instance counts in the same place; if Redis fails, the general limit lets
    // requests through (logged) while the sign-in and other specific limits refuse them (503).
    ...(shared.redis ? { redis: shared.redis, nameSpace: `${config.redisPrefix}api:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests('Too many requests from your network.', Math.ceil(context.ttl / 1000)),
  });
  await app.register(fastifySwagger, {
    openapi: {
      // i18n-ignore: the API's description is for developers.
      info: { title: 'Nightingale API', version: '1.0.0', description: 'NCLEX preparation platform API.' },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: openApiSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // Swagger UI sets inline styles; allow them on its own pages only.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });

  // The API's URL map: every route plugin with its prefix under /api. A plugin's routes are paths
  // below its prefix ('' is the prefix itself); a feature with a student's and an admin's side has
  // one plugin for each.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, {
        prefix: '/auth',
        signInLimitPerIp: config.signInLimitPerIp,
        signInLimitPerEmail: config.signInLimitPerEmail,
      });
      await api.register(accountRoutes, { prefix: '/account' });
      await api.register(contactFormRoutes, { prefix: '/contact', messagesPerHour: config.contactMessagesPerHour });
      await api.register(examRoutes, {
        prefix: '/exams',
        startsPerMinute: config.examStartsPerMinute,
        adaptiveTestItems: config.adaptiveTestItems,
      });
      await api.register(itemBankRoutes, { prefix: '/item-bank' });
      await api.register(courseRoutes, { prefix: '/courses' });
      await api.register(courseReviewRoutes, { prefix: '/courses' });
      await api.register(coursePlayerRoutes, { prefix: '/courses' });
      await api.register(myCoursesRoutes, { prefix: '/my-courses' });
      await api.register(certificateRoutes, { prefix: '/certificates' });
      await api.register(curriculumRoutes, { prefix: '/courses' });
      await api.register(studentClassRoutes, { prefix: '/classes' });
      await api.register(classRoutes, { prefix: '/classes' });
      await api.register(trainerDashboardRoutes, { prefix: '/trainer/dashboard' });
      await api.register(courseInsightRoutes, { prefix: '/trainer/courses' });
      await api.register(paymentRoutes, { prefix: '/payments' });
      await api.register(orderRoutes, { prefix: '/orders', payments: () => app.payments });
      await api.register(webhookRoutes, { prefix: '/payments/webhooks', payments: () => app.payments });
      await api.register(adminPurchaseRoutes, { prefix: '/admin/purchases' });
      await api.register(refundRoutes, { prefix: '/admin/purchases', payments: () => app.payments });
      await api.register(trainerPayoutRoutes, { prefix: '/trainer', payments: () => app.payments });
      await api.register(adminPayoutRoutes, { prefix: '/admin/payouts', payments: () => app.payments });
      await api.register(fileRoutes, { prefix: '/files', uploadsPerHour: config.uploadsPerHour });
      await api.register(itemImportRoutes, { prefix: '/item-bank', uploadsPerHour: config.uploadsPerHour });
      await api.register(itemExportRoutes, { prefix: '/item-bank' });
      await api.register(materialRoutes, { prefix: '/materials' });
      await api.register(materialReviewRoutes, { prefix: '/admin/materials' });
      await api.register(trainerSessionRoutes, { prefix: '/trainer/sessions' });
      await api.register(sessionBookingRoutes, { prefix: '/sessions' });
      await api.register(trainerVideoRoutes, { prefix: '/trainer/videos' });
      await api.register(videoReviewRoutes, { prefix: '/admin/videos' });
      await api.register(trainerApplicationRoutes, { prefix: '/trainer-applications' });
      await api.register(trainerApplicationReviewRoutes, { prefix: '/admin/trainer-applications' });
      // The video library lets buyers of a course watch the paid videos it holds (its video lessons say which).
      await api.register(videoLibraryRoutes, { prefix: '/videos', included: videosInBoughtCourses });
      await api.register(userManagementRoutes, { prefix: '/admin/users' });
      await api.register(auditRoutes, { prefix: '/admin/audit-log' });
      await api.register(itemStatisticsRoutes, { prefix: '/admin/item-statistics' });
      await api.register(calibrationRunRoutes, { prefix: '/admin/calibration-runs' });
      await api.register(boardRoutes, { prefix: '/board', postsPerHour: config.boardPostsPerHour });
      await api.register(programRoutes, { prefix: '/programs' });
      await api.register(planRoutes, { prefix: '/plans' });
      // Issue 25: ts-fsrs's interval fuzz on, but off under tests (the library's exact schedule).
      await api.register(flashcardRoutes, { prefix: '/flashcards', fuzz: process.env.NODE_ENV !== 'test' });
      await api.register(glossaryRoutes, { prefix: '/glossary' });
      await api.register(studentDocumentRoutes, { prefix: '/documents' });
      await api.register(documentQueueRoutes, { prefix: '/admin/documents' });
      await api.register(trackingRoutes, { prefix: '/tracking' });
      await api.register(studyPlanRoutes, { prefix: '/study-plan' });
      await api.register(adminTrackingRoutes, { prefix: '/admin/tracking' });
      await api.register(studentConversationRoutes, {
        prefix: '/conversations',
        messagesPerHour: config.supportMessagesPerHour,
      });
      await api.register(supportInboxRoutes, { prefix: '/admin/conversations' });
      await registerReminderRoutes(api, pushKeys);
    },
    { prefix: '/api' },
  );

  scheduleVisitorAttemptCleanup(app, config.visitorAttemptDays);
  scheduleCalibration(app);
  scheduleReminders(app, pushKeys, options.reminders);
  await registerClient(app, clientDir);
  return app;
}
