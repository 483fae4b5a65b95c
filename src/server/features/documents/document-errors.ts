import type { DocumentRefusal } from '../../../shared/documents/document-status';
import {
  DOCUMENT_CHANGED,
  DOCUMENT_FILE_NOT_FOUND,
  DOCUMENT_NOT_DRAFT,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_NOT_ON_LIST,
  DOCUMENT_NOT_OPENED,
  DOCUMENT_NOT_PENDING,
  DOCUMENT_VERIFIED_LOCKED,
} from '../../../shared/documents/documents';
import { msg } from '../../../shared/i18n/msg';
import { AppError } from '../../errors';

/**
 * The document centre's refusals (issue 13), each with its stable code and the shared contract's
 * sentence (src/shared/documents/documents.ts).
 */

/** What an admin reads for a document id that names no document (the student may have deleted it). */
export const QUEUED_DOCUMENT_NOT_FOUND = msg(
  'This document no longer exists: the student may have deleted or replaced it. Reload the queue.',
);

/** 404 document_not_found: the student has no document of this kind (or the kind is unknown). */
export const documentNotFound = () => new AppError('document_not_found', { status: 404, message: DOCUMENT_NOT_FOUND });

/** 404 document_not_found for an admin: no document has this id. */
export const queuedDocumentNotFound = () =>
  new AppError('document_not_found', { status: 404, message: QUEUED_DOCUMENT_NOT_FOUND });

/** 400 document_not_on_list: the kind is not on the checklist of the student's programme (or they have none). */
export const documentNotOnList = () =>
  new AppError('document_not_on_list', { status: 400, message: DOCUMENT_NOT_ON_LIST });

/** 400 document_file_not_found: not the student's own document upload, or already attached to a document. */
export const documentFileNotFound = () =>
  new AppError('document_file_not_found', { status: 400, message: DOCUMENT_FILE_NOT_FOUND });

/** 409 document_verified_locked: a verified ('uploaded') document is final. */
const documentVerifiedLocked = () =>
  new AppError('document_verified_locked', { status: 409, message: DOCUMENT_VERIFIED_LOCKED });

/** 409 document_not_draft: only a draft can be submitted. */
const documentNotDraft = () => new AppError('document_not_draft', { status: 409, message: DOCUMENT_NOT_DRAFT });

/** 409 document_not_pending: only a pending document can be reviewed. */
const documentNotPending = () => new AppError('document_not_pending', { status: 409, message: DOCUMENT_NOT_PENDING });

/** 409 document_changed: the file the admin opened is no longer the document's file. */
export const documentChanged = () => new AppError('document_changed', { status: 409, message: DOCUMENT_CHANGED });

/** 409 document_not_opened: the admin verifying has not opened the document's current file (issue 23). */
export const documentNotOpened = () =>
  new AppError('document_not_opened', { status: 409, message: DOCUMENT_NOT_OPENED });

/** The error of each refusal of the state machine (nextDocumentStatus), the student's sentence for a missing document. */
export const documentRefused: Record<DocumentRefusal, () => AppError> = {
  document_not_found: documentNotFound,
  document_not_draft: documentNotDraft,
  document_not_pending: documentNotPending,
  document_verified_locked: documentVerifiedLocked,
};
