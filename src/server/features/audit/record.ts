import type { AuditAction } from '../../../shared/audit/audit-log';
import type { Database } from '../../db/client';
import { auditLog } from './tables';

/** One admin action to record (issue 12): who, what, on what, the record before and after, and why. */
interface AuditRecord {
  actorId: string;
  action: AuditAction;
  subjectType:
    | 'user'
    | 'material'
    | 'purchase'
    | 'board_message'
    | 'contact_message'
    | 'student_document'
    | 'application_step'
    | 'video'
    | 'trainer_application'
    | 'course_review'
    | 'authored_item';
  subjectId: string;
  /** The user acted on, when there is one (the edited user, the material's trainer, the refunded buyer). */
  subjectUserId?: string | null;
  /** One sentence for the log's list, e.g. "Changed the role of Amara Okafor from student to trainer". */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  at: Date;
}

/**
 * Appends `record` to the audit log. Call it inside the action's own transaction (`db` is then the
 * transaction), so an action and its record land together or not at all.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    subjectUserId: record.subjectUserId ?? null,
    summary: record.summary,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason || null,
    createdAt: record.at,
  });
}
