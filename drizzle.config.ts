import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads the schema and writes SQL migrations; `npm run db:generate` after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
