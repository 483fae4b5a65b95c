// Applies the pending migrations, and installs the job queue's tables, to the database that DATABASE_URL (or DATA_DIR) names, then exits.
// Run it as the role that owns the tables when the app itself runs under a role that owns nothing
// and starts with MIGRATE_ON_START=false (README "Deploy"):
//   DATABASE_URL=postgres://nightingale_owner:...@db.internal:5432/nightingale npm run db:migrate
import { loadConfig } from '../src/server/config';
import { openDatabase, pendingMigrationCount } from '../src/server/db/client';
import { paymentQueues } from '../src/server/features/payments/payment-jobs';
import { reminderQueues } from '../src/server/features/reminders/reminder-jobs';
import { installJobQueue } from '../src/server/lib/jobs';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const pending = await pendingMigrationCount(database.db);
  await database.migrate();
  console.log(pending === 0 ? 'No migration was pending.' : `Applied ${pending} migration(s).`);
  // The job queue's own tables (schema pgboss), the reminder queues (issue 25) and the payments' (issue 26).
  await installJobQueue(database, [...reminderQueues(), ...paymentQueues()]);
  console.log('The job queue (schema pgboss) is installed.');
} finally {
  await database.close();
}
