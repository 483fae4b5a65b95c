// Applies the pending migrations to the database that DATABASE_URL (or DATA_DIR) names, then exits.
// Run it as the role that owns the tables when the app itself runs under a role that owns nothing
// and starts with MIGRATE_ON_START=false (README "Deploy"):
//   DATABASE_URL=postgres://nightingale_owner:...@db.internal:5432/nightingale npm run db:migrate
import { loadConfig } from '../src/server/config';
import { openDatabase, pendingMigrationCount } from '../src/server/db/client';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const pending = await pendingMigrationCount(database.db);
  await database.migrate();
  console.log(pending === 0 ? 'No migration was pending.' : `Applied ${pending} migration(s).`);
} finally {
  await database.close();
}
