// Creates the first administrator (or makes an existing account an administrator) in the database
// that DATABASE_URL (or DATA_DIR) names. Usage (README "Run against PostgreSQL"):
//   ADMIN_PASSWORD='...' npm run create-admin -- --email admin@example.org --first-name Ada --last-name Obi
// Without ADMIN_PASSWORD the password is asked for on the terminal.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { findAccountUserByEmail, setAccountStanding } from '../src/server/features/account/service';
import { createAccount } from '../src/server/features/auth/service';
import { newPasswordSchema } from '../src/shared/auth/schemas';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
const email = values.email?.trim().toLowerCase();
if (!email || !values['first-name'] || !values['last-name']) {
  console.error('Usage: npm run create-admin -- --email EMAIL --first-name FIRST --last-name LAST');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const app = await buildApp({ database, config: { ...config, logLevel: 'warn' }, logger: false });
try {
  const existing = await findAccountUserByEmail(database.db, email);
  if (existing) {
    await setAccountStanding(database.db, existing.id, { role: 'admin' });
    console.log(`${email} already had an account; it is now an administrator. Its password is unchanged.`);
  } else {
    let password = process.env.ADMIN_PASSWORD;
    if (!password) {
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      password = await terminal.question(
        'Password for the new administrator (shown as you type; set ADMIN_PASSWORD to avoid that): ',
      );
      terminal.close();
    }
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) {
      console.error(`The password is not strong enough:\n- ${checked.error.issues.map((i) => i.message).join('\n- ')}`);
      process.exitCode = 1;
    } else {
      await createAccount(app, {
        email,
        password: checked.data,
        firstName: values['first-name'],
        lastName: values['last-name'],
        role: 'admin',
        isRegistered: true,
      });
      console.log(`Administrator ${email} created. Sign in at ${config.publicUrl}/login.`);
    }
  }
} finally {
  await app.close();
  await database.close();
}
