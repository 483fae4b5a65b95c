import type { StudentDocument } from '../../../../shared/documents/documents';
import { formatDateTime } from '../../../lib/format';

/** What a document's state means for the student, one sentence under its file (issue 13's state machine). */
export function documentStateText(document: StudentDocument): string | null {
  switch (document.status) {
    case 'draft':
      return 'Not submitted yet. Submit it for verification when it is ready.';
    case 'pending':
      return document.submittedAt
        ? `Submitted for verification ${formatDateTime(document.submittedAt)}. The support team will check it; replacing the file takes it back to a draft.`
        : 'Waiting for verification by the support team; replacing the file takes it back to a draft.';
    default:
      return null;
  }
}

/** The line that says a verified ('Uploaded') document has been checked, with the date. */
export function verifiedText(document: StudentDocument): string {
  return document.reviewedAt ? `Verified ${formatDateTime(document.reviewedAt)}` : 'Verified';
}
