import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentKind } from '../../../shared/documents/document-kinds';
import type { DocumentStatus } from '../../../shared/documents/documents';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';
import { storedFiles } from '../files/tables';

/**
 * A student's licensure document (spec §3 "documents"; issue 13): one per student and kind, its
 * current file in the file store, and where it stands (draft, pending, uploaded = verified,
 * rejected; the state machine is in src/shared/documents/document-status.ts). `uploadedAt` is
 * when the current file was attached; `reviewedById`, `reviewedAt` and `rejectionReason` record the
 * admin's decision.
 */
export const studentDocuments = pgTable(
  'student_documents',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id),
    kind: text().$type<DocumentKind>().notNull(),
    status: text().$type<DocumentStatus>().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedById: text().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('student_documents_user_kind_idx').on(table.userId, table.kind),
    uniqueIndex('student_documents_file_idx').on(table.fileId),
    index('student_documents_pending_idx').on(table.submittedAt).where(sql`${table.status} = 'pending'`),
    check('student_documents_status', sql`${table.status} in ('draft', 'pending', 'uploaded', 'rejected')`),
    check(
      'student_documents_rejection_reason',
      sql`(${table.status} = 'rejected') = (${table.rejectionReason} is not null)`,
    ),
  ],
);

/**
 * Which file of a document each admin last opened, and when (issue 23: the server decides that a
 * document is verified only by an admin who opened its current file). One row per document and
 * admin, written by GET /api/admin/documents/:documentId/file; it goes with the document, and with
 * the file when the student replaces it (the old file is deleted), so a row whose `fileId` is the
 * document's current file is an opening of that file, after it was uploaded.
 */
export const documentOpenings = pgTable(
  'document_openings',
  {
    documentId: uuid()
      .notNull()
      .references(() => studentDocuments.id, { onDelete: 'cascade' }),
    adminId: text()
      .notNull()
      .references(() => users.id),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    openedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.adminId] })],
);
