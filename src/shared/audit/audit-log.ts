import { z } from 'zod/mini';
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
  'user.updated': 'Edited a user',
  'user.deleted': 'Deleted a user',
  'material.reviewed': 'Reviewed a training material',
  'purchase.refunded': 'Refunded a purchase',
  'board_message.deleted': 'Deleted a board message',
  'board_message.reports_dismissed': 'Kept a reported board message',
  'contact_message.replied': 'Replied to a contact message',
  'document.reviewed': "Reviewed a student's document",
  'application_step.updated': "Updated a student's application step",
  'video.reviewed': "Reviewed a trainer's paid video",
  'trainer_application.decided': 'Decided an application to become a trainer',
  'course_review.hidden': 'Hid a course review',
  'course_review.shown': 'Showed a hidden course review again',
  'item.approved': 'Approved an item of the item bank',
  'item.returned': 'Returned an item to its author',
  'item.activated': 'Activated an item in the bank',
  'item.retired': 'Retired an item of the item bank',
  'item.adopted': 'Adopted an item into the shared bank',
};

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit-log?userId=&page=. */
export const auditLogQuerySchema = z.object({
  userId: z.optional(entityId('The user id')),
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
