import type { ApiErrorCode } from '../api-error-codes';
import type { DocumentStatus } from './documents';

/**
 * The state machine of one student document (one per student and kind; spec §4 "Document status
 * uploaded / pending / draft", issue 13 "verify or reject with a reason"):
 * - attach a file (none, draft, pending or rejected) -> draft: the student is preparing it;
 * - submit (draft) -> pending: waiting for an admin;
 * - verify (pending) -> uploaded: verified, final;
 * - reject with a reason (pending) -> rejected; the student attaches a new file (-> draft);
 * - delete (anything but uploaded) -> gone, with its file.
 * A verified ('uploaded') document cannot be replaced or deleted.
 */

/** What can happen to a document: the student's three actions and the admin's two decisions. */
export type DocumentEvent = 'attach' | 'submit' | 'verify' | 'reject' | 'delete';

/** Why an event is refused, as the API's error code (the server answers with it and its sentence). */
export type DocumentRefusal = Extract<
  ApiErrorCode,
  'document_not_found' | 'document_not_draft' | 'document_not_pending' | 'document_verified_locked'
>;

/** Where an event leaves the document: a status, or none once deleted. */
type Outcome<E extends DocumentEvent> = E extends 'delete' ? null : DocumentStatus;

/** One row of the machine: the statuses an event applies to (null: no document yet), where it leads, and the refusal from any other status. */
interface Rule<To> {
  from: readonly (DocumentStatus | null)[];
  to: To;
  refusal: DocumentRefusal;
}

const RULES: { [E in DocumentEvent]: Rule<Outcome<E>> } = {
  attach: { from: [null, 'draft', 'pending', 'rejected'], to: 'draft', refusal: 'document_verified_locked' },
  submit: { from: ['draft'], to: 'pending', refusal: 'document_not_draft' },
  verify: { from: ['pending'], to: 'uploaded', refusal: 'document_not_pending' },
  reject: { from: ['pending'], to: 'rejected', refusal: 'document_not_pending' },
  delete: { from: ['draft', 'pending', 'rejected'], to: null, refusal: 'document_verified_locked' },
};

/**
 * The status `event` takes a document in `status` (null: the student has none of this kind) to,
 * or why it is refused: document_not_found when there is no document to act on,
 * document_verified_locked for attaching to or deleting a verified one, document_not_draft for
 * submitting anything but a draft, document_not_pending for deciding on anything but a pending one.
 */
export function nextDocumentStatus<E extends DocumentEvent>(
  status: DocumentStatus | null,
  event: E,
): { ok: true; status: Outcome<E> } | { ok: false; refusal: DocumentRefusal } {
  const rule = RULES[event];
  if (rule.from.includes(status)) return { ok: true, status: rule.to };
  return { ok: false, refusal: status === null ? 'document_not_found' : rule.refusal };
}
