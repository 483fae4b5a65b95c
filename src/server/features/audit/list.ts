import { count, desc, eq, or } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditLog } from '../../../shared/audit/audit-log';
import type { Database } from '../../db/client';
import { findUserNames } from '../account/service';
import { auditLog } from './tables';

/**
 * GET /api/admin/audit-log (issue 12): page `page` (from 1) of AUDIT_PAGE_SIZE entries, newest
 * first, with the acting admin's and the acted-on user's names as the users table has them now
 * (so "Deleted user" once an account was deleted and anonymised). `userId` keeps the entries where
 * that user acted or was acted on. `total` counts the entries the filter matches.
 */
export async function listAuditLog(
  db: Database,
  { userId, page }: { userId: string | undefined; page: number },
): Promise<AuditLog> {
  const where = userId ? or(eq(auditLog.actorId, userId), eq(auditLog.subjectUserId, userId)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const names = await findUserNames(
    db,
    rows.flatMap((row) => (row.subjectUserId ? [row.actorId, row.subjectUserId] : [row.actorId])),
  );
  const person = (id: string) => ({ id, name: names.get(id) ?? '' });
  return {
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: person(row.actorId),
      subjectUser: row.subjectUserId ? person(row.subjectUserId) : null,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      summary: row.summary,
      before: row.before,
      after: row.after,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.total ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
