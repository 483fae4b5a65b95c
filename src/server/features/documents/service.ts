import { asc, eq } from 'drizzle-orm';
import type { StudentDocument } from '../../../shared/student-services/documents';
import type { Database } from '../../db/client';
import { getFileMeta } from '../files/store';
import { studentDocuments } from './tables';

type DocumentRow = typeof studentDocuments.$inferSelect;

/** A document row and its file's metadata as the API shows them. */
export function toStudentDocument(row: DocumentRow, file: StudentDocument['file']): StudentDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file,
    uploadedAt: row.uploadedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** Every document `userId` has on file, oldest first, each with its file's metadata. */
export async function listStudentDocuments(db: Database, userId: string): Promise<StudentDocument[]> {
  const rows = await db
    .select()
    .from(studentDocuments)
    .where(eq(studentDocuments.userId, userId))
    .orderBy(asc(studentDocuments.createdAt));
  const files = await getFileMeta(
    db,
    rows.map((row) => row.fileId),
  );
  return rows.flatMap((row) => {
    const file = files.get(row.fileId);
    return file ? [toStudentDocument(row, file)] : [];
  });
}
