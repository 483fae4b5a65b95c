import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FilePurpose } from '../../../shared/files/file-kinds';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/** PostgreSQL `bytea`, read and written as a Node.js Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The one file store (docs/architecture.md §8, decision 010): every upload's bytes live in PostgreSQL, so every
 * app instance sharing the database serves every file. `contentType` and `extension` are what
 * `file-type` detected from the bytes, never what the browser claimed; `name` is the uploader's
 * file name, cleaned, for the download's Content-Disposition. Size in bytes (at most 10 MB).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    ownerId: text()
      .notNull()
      .references(() => users.id),
    purpose: text().$type<FilePurpose>().notNull(),
    name: text().notNull(),
    contentType: text().notNull(),
    extension: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    data: bytea().notNull(),
    ...timestamps,
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerId, table.createdAt),
    check('stored_files_size', sql`${table.sizeBytes} > 0 and ${table.sizeBytes} = octet_length(${table.data})`),
  ],
);
