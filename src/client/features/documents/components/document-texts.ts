import type { TFunction } from 'i18next';
import type { StudentDocument } from '../../../../shared/documents/documents';
import { formatDateTime } from '../../../lib/format';

/** What a document's state means for the student, one sentence under its file (issue 13's state machine). */
export function documentStateText(document: StudentDocument, t: TFunction): string | null {
  switch (document.status) {
    case 'draft':
      return t('Not submitted yet. Submit it for verification when it is ready.');
    case 'pending':
      return document.submittedAt
        ? t(
            'Submitted for verification {{date}}. The support team will check it; replacing the file takes it back to a draft.',
            { date: formatDateTime(document.submittedAt) },
          )
        : t('Waiting for verification by the support team; replacing the file takes it back to a draft.');
    default:
      return null;
  }
}

/** The line that says a verified ('Uploaded') document has been checked, with the date. */
export function verifiedText(document: StudentDocument, t: TFunction): string {
  return document.reviewedAt ? t('Verified {{date}}', { date: formatDateTime(document.reviewedAt) }) : t('Verified');
}
