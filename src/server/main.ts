import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, pendingMigrationCount } from './db/client';
import { seedDemoData } from './demo/demo-data';
import { type DemoSeeding, seedDemoDataAfterListen } from './demo/seed-after-listen';
import { syncQuestionBank } from './features/exams/bank/bank-items';
import { loadAuthoredBank } from './features/exams/bank/load-case-studies';
import { QuestionBankError } from './features/exams/bank/load-question-bank';
import { syncBuiltInForms } from './features/exams/forms';
import { GlossaryContentError, loadGlossaryContent, syncGlossaryContent } from './features/glossary/service';
import { SharedStateError } from './lib/shared-state';
import { projectPaths } from './project-paths';

const questionFolder = projectPaths.questionsDir;

/**
 * Starts Nightingale: validates the configuration and the question bank, opens the database,
 * applies migrations (or, with MIGRATE_ON_START=false, checks that none is pending), loads the bank, the built-in exam forms and the glossary's new terms, and listens; then, with DEMO_DATA, seeds the demo data while
 * the API's requests (all but GET /api/health) wait for it (`seedDemoDataAfterListen`). A bad setting
 * or content file stops the start with a message that names it; so does a failed demo seed.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Reading the bank and opening the database overlap (file reads and the template's copy run in
  // the thread pool). If the bank is bad, the database is closed before the start stops.
  const opening = openDatabase(config.database, { pgliteTemplate: projectPaths.pgliteTemplateDir });
  opening.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
  const [{ bank, caseStudies }, glossary] = await Promise.all([
    loadAuthoredBank(questionFolder, projectPaths.caseStudiesDir),
    loadGlossaryContent(projectPaths.glossaryDir),
  ]).catch(async (error: unknown) => {
    await (await opening.catch(() => null))?.close();
    throw error;
  });
  const database = await opening;
  if (config.migrateOnStart) {
    await database.migrate();
  } else {
    const pending = await pendingMigrationCount(database.db);
    if (pending > 0) {
      await database.close();
      throw new ConfigError(
        `MIGRATE_ON_START is false and ${pending} migration(s) are not applied. Run \`npm run db:migrate\` as the database owner first (README "Deploy").`,
      );
    }
  }
  await syncQuestionBank(database.db, bank, caseStudies);
  await syncBuiltInForms(database.db);
  await syncGlossaryContent(database.db, glossary);

  // The job queue (reminders) starts once the server listens, without delaying it.
  const app = await buildApp({ database, config, jobs: 'listening' });
  app.log.info(
    { driver: database.driver, questions: bank.length, caseStudies: caseStudies.length, demoData: config.demoData },
    'database ready and question bank loaded',
  );
  const demo: DemoSeeding | null = config.demoData
    ? seedDemoDataAfterListen(app, (signal) => seedDemoData(app, database.background, new Date(), { signal }))
    : null;

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await demo?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  demo?.start().then(
    ({ demoUsers, ms }) => app.log.info({ demoUsersCreated: demoUsers, ms: Math.round(ms) }, 'demo data ready'),
    (error: unknown) => {
      if (closing) return;
      console.error('\nNightingale cannot seed its demo data:', error);
      process.exit(1);
    },
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof QuestionBankError ||
    error instanceof GlossaryContentError ||
    error instanceof SharedStateError
  ) {
    console.error(`\nNightingale cannot start.\n${error.message}\n`);
  } else {
    console.error('\nNightingale cannot start:', error);
  }
  process.exit(1);
});
