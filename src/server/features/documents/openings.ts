import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentOpenings } from './tables';

/**
 * Who opened which file of a document (issue 23: "Verify" only after the admin opened the file; the
 * server decides, the queue's check is only a hint). Written when an admin fetches
 * GET /api/admin/documents/:documentId/file, read when they verify.
 */

/**
 * Records, in `tx`, that `adminId` opened file `fileId` of document `documentId` at `at`: their
 * earlier opening of this document, of this file or an older one, is replaced. The caller holds a
 * lock on the document row, so `fileId` is its current file.
 */
export async function recordDocumentOpening(
  tx: Database,
  { documentId, adminId, fileId }: { documentId: string; adminId: string; fileId: string },
  at: Date,
): Promise<void> {
  await tx
    .insert(documentOpenings)
    .values({ documentId, adminId, fileId, openedAt: at })
    .onConflictDoUpdate({
      target: [documentOpenings.documentId, documentOpenings.adminId],
      set: { fileId, openedAt: at },
    });
}

/**
 * True when `adminId` opened file `fileId` of document `documentId`. A file id names one upload,
 * and a replaced file is deleted with its openings, so an opening of the current file came after
 * it was uploaded.
 */
export async function hasOpenedFile(
  db: Database,
  { documentId, adminId, fileId }: { documentId: string; adminId: string; fileId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ fileId: documentOpenings.fileId })
    .from(documentOpenings)
    .where(
      and(
        eq(documentOpenings.documentId, documentId),
        eq(documentOpenings.adminId, adminId),
        eq(documentOpenings.fileId, fileId),
      ),
    );
  return row !== undefined;
}
