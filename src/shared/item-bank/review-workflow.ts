/**
 * The review workflow of an authored item (issue 28 item 2), as pure rules both sides read: the API
 * enforces them, the UI only shows the actions they allow.
 *
 * A version of an item moves draft -> in_review -> approved -> active, or back to draft with
 * comments (`return`). Approval is by a second instructor or an admin, never the version's author.
 * Editing an active (or approved) item starts a new draft version; the active version stays in the
 * bank until the new one is activated (it is then `superseded`). Retiring takes the item out of
 * every new draw and keeps its history.
 */

/** Where the item's working (latest) version stands. */
export const ITEM_STATUSES = ['draft', 'in_review', 'approved', 'active', 'retired'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The states a stored version can be in: an item's statuses, and `superseded` for an active version replaced by a later one. */
export type VersionStatus = ItemStatus | 'superseded';

/** What a user can do to an item's working version. */
export const ITEM_ACTIONS = ['submit', 'approve', 'return', 'activate', 'retire'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

/** Who acts: their id and role, and the id of the working version's author. */
export interface ReviewActor {
  actorId: string;
  actorRole: 'student' | 'instructor' | 'trainer' | 'admin';
  authorId: string;
}

/** The result of a transition: the next status, or why not (an API error code, its HTTP status and a sentence). */
export type TransitionResult =
  | { ok: true; status: ItemStatus }
  | { ok: false; code: 'invalid_transition' | 'own_item_review' | 'forbidden'; status: 400 | 403; message: string };

/** The labels the UI shows for each status. */
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  active: 'Active',
  retired: 'Retired',
};

/**
 * The reviewer's checklist (issue 28 item 2; NCSBN item-writing guidance, docs/content-review): each
 * must be ticked to approve.
 */
export const REVIEW_CHECKLIST = [
  { key: 'oneAnswer', label: 'A single best answer, or one defensible set of answers' },
  { key: 'current', label: 'Current practice: the content matches today’s guidelines' },
  { key: 'noCue', label: 'No test-wise cue (length, absolutes, a justification only on some options)' },
  { key: 'plausible', label: 'Every distractor is plausible' },
  { key: 'rationale', label: 'The rationale explains every option' },
  { key: 'reference', label: 'A reference a nurse could check' },
] as const;
export type ReviewCheckKey = (typeof REVIEW_CHECKLIST)[number]['key'];
