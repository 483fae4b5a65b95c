import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { pageNumber } from '../pagination';

/**
 * Contracts of the audit log (beyond the spec, issue 12): every admin action of user management,
 * the message board, the inbox, content review and refunds, recorded with who, when, what, and the
 * record before and after. Listed for admins, newest first, filterable by user (as the admin who
 * acted or the user acted on).
 */

const AUDIT_ACTIONS = [
  'user.updated',
  'user.deleted',
  'material.reviewed',
  'purchase.refunded',
  'board_message.deleted',
  'board_message.reports_dismissed',
  'contact_message.replied',
  'document.reviewed',
  'application_step.updated',
  'video.reviewed',
  'trainer_application.decided',
  'course_review.hidden',
  'course_review.shown',
  'item.approved',
  'item.returned',
  'item.activated',
  'item.retired',
  'item.adopted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the log names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.updated': msg('Edited a user'),
  'user.deleted': msg('Deleted a user'),
  'material.reviewed': msg('Reviewed a training material'),
  'purchase.refunded': msg('Refunded a purchase'),
  'board_message.deleted': msg('Deleted a board message'),
  'board_message.reports_dismissed': msg('Kept a reported board message'),
  'contact_message.replied': msg('Replied to a contact message'),
  'document.reviewed': msg("Reviewed a student's document"),
  'application_step.updated': msg("Updated a student's application step"),
  'video.reviewed': msg("Reviewed a trainer's paid video"),
  'trainer_application.decided': msg('Decided an application to become a trainer'),
  'course_review.hidden': msg('Hid a course review'),
  'course_review.shown': msg('Showed a hidden course review again'),
  'item.approved': msg('Approved an item of the item bank'),
  'item.returned': msg('Returned an item to its author'),
  'item.activated': msg('Activated an item in the bank'),
  'item.retired': msg('Retired an item of the item bank'),
  'item.adopted': msg('Adopted an item into the shared bank'),
};

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit-log?userId=&page=. */
export const auditLogQuerySchema = z.object({
  userId: z.optional(entityId(msg('The user id'))),
  page: pageNumber,
});

/** A user as the log names them; the name is "Deleted user" once the account was deleted. */
const auditPersonSchema = z.object({ id: z.string(), name: z.string() });

/** One entry: `before` and `after` are the record's fields as they were and became (null when created or deleted). */
const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: auditPersonSchema,
  /** The user acted on (the edited or deleted user, the material's trainer, the buyer refunded), if any. */
  subjectUser: z.nullable(auditPersonSchema),
  /** What was acted on: "user", "material", "purchase", "board_message", "contact_message", and its id. */
  subjectType: z.string(),
  subjectId: z.string(),
  summary: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
