import { msg } from '../i18n/msg';
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
  draft: msg('Draft'),
  in_review: msg('In review'),
  approved: msg('Approved'),
  active: msg('Active'),
  retired: msg('Retired'),
};

/**
 * The reviewer's checklist (issue 28 item 2; NCSBN item-writing guidance, docs/content-review): each
 * must be ticked to approve.
 */
export const REVIEW_CHECKLIST = [
  {
    key: 'oneAnswer',
    label: msg(
      'A single best answer, or one defensible set of answers',
    ) as 'A single best answer, or one defensible set of answers',
  },
  {
    key: 'current',
    label: msg(
      'Current practice: the content matches today’s guidelines',
    ) as 'Current practice: the content matches today’s guidelines',
  },
  {
    key: 'noCue',
    label: msg(
      'No test-wise cue (length, absolutes, a justification only on some options)',
    ) as 'No test-wise cue (length, absolutes, a justification only on some options)',
  },
  { key: 'plausible', label: msg('Every distractor is plausible') as 'Every distractor is plausible' },
  { key: 'rationale', label: msg('The rationale explains every option') as 'The rationale explains every option' },
  { key: 'reference', label: msg('A reference a nurse could check') as 'A reference a nurse could check' },
] as const;
export type ReviewCheckKey = (typeof REVIEW_CHECKLIST)[number]['key'];

/** Who may review: instructors and admins (spec §6: they "may create tests"). */
const REVIEWER_ROLES: readonly ReviewActor['actorRole'][] = ['instructor', 'admin'];

/** From which statuses each action moves the working version, and to which status. */
const TRANSITIONS: Record<ItemAction, { from: readonly ItemStatus[]; to: ItemStatus }> = {
  submit: { from: ['draft'], to: 'in_review' },
  approve: { from: ['in_review'], to: 'approved' },
  return: { from: ['in_review'], to: 'draft' },
  activate: { from: ['approved'], to: 'active' },
  retire: { from: ['draft', 'approved', 'active'], to: 'retired' },
};

/** What each action needs of its status, for the refusal's sentence. */
const WRONG_STATUS: Record<ItemAction, string> = {
  submit: msg('Only a draft can be submitted for review.'),
  approve: msg('Only an item in review can be approved.'),
  return: msg('Only an item in review can be returned to its author.'),
  activate: msg('Only an approved item can be activated.'),
  retire: msg('Only a draft, approved or active item can be retired; an item in review must be returned first.'),
};

const refuse = (code: 'invalid_transition' | 'own_item_review' | 'forbidden', message: string): TransitionResult => ({
  ok: false,
  code,
  status: code === 'invalid_transition' ? 400 : 403,
  message,
});

/**
 * The status `action` moves a working version in `status` to, for `actor`, or why not (issue 28
 * item 2; pure, read by the API and the UI):
 * - submit: draft -> in_review, by its author (the owner) only;
 * - approve: in_review -> approved, by an instructor or admin who did not write the version
 *   (403 `own_item_review` for its author: a second pair of eyes, docs/content-review);
 * - return: in_review -> draft, by such a reviewer (the comments the author needs are the API's check);
 * - activate: approved -> active, by the owner or an admin;
 * - retire: draft, approved or active -> retired, by the owner or an admin.
 * A wrong status is 400 `invalid_transition`; a student, a trainer or anyone else 403 `forbidden`.
 * The author is the owner: only the owner edits, so she writes every version.
 */
export function nextItemStatus(status: ItemStatus, action: ItemAction, actor: ReviewActor): TransitionResult {
  const transition = TRANSITIONS[action];
  if (!REVIEWER_ROLES.includes(actor.actorRole)) {
    return refuse('forbidden', msg('Only instructors and admins work on the item bank.'));
  }
  if (!transition.from.includes(status)) return refuse('invalid_transition', WRONG_STATUS[action]);
  const isAuthor = actor.actorId === actor.authorId;
  const isAdmin = actor.actorRole === 'admin';
  switch (action) {
    case 'submit':
      if (!isAuthor) return refuse('forbidden', msg('Only the author can submit the item for review.'));
      break;
    case 'approve':
      if (isAuthor) {
        return refuse(
          'own_item_review',
          msg('You wrote this version, so another instructor or an admin must approve it.'),
        );
      }
      break;
    case 'return':
      if (isAuthor) {
        return refuse(
          'own_item_review',
          msg('You wrote this version: wait for the review, or ask the reviewer to return it.'),
        );
      }
      break;
    case 'activate':
    case 'retire':
      if (!isAuthor && !isAdmin) {
        return refuse(
          'forbidden',
          action === 'activate'
            ? msg("Only the item's owner or an admin can activate it.")
            : msg("Only the item's owner or an admin can retire it."),
        );
      }
      break;
  }
  return { ok: true, status: transition.to };
}

/** The actions `nextItemStatus` allows `actor` on a working version in `status`, in ITEM_ACTIONS order (the detail's `actions`). */
export function allowedActions(status: ItemStatus, actor: ReviewActor): ItemAction[] {
  return ITEM_ACTIONS.filter((action) => nextItemStatus(status, action, actor).ok);
}
