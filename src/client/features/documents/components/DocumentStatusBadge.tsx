import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '../../../../shared/documents/documents';
import { msg } from '../../../../shared/i18n/msg';

/** What a checklist entry without a document says. */
const NOT_UPLOADED = msg('Not uploaded');

const COLORS: Record<DocumentStatus, string> = {
  draft: 'gray.7',
  pending: 'yellow',
  uploaded: 'green',
  rejected: 'red',
};

/**
 * A document's status (spec §4 "Document status uploaded / pending / draft", and rejected; the
 * labels of DOCUMENT_STATUS_LABELS): Draft in dark grey, Pending in yellow, Uploaded (verified) in
 * green, Rejected in red, filled with automatic text contrast (WCAG AA); 'Not uploaded' with the
 * default outline when there is no document (`status` null).
 */
export function DocumentStatusBadge({ status }: { status: DocumentStatus | null }) {
  const { t } = useTranslation();
  const style = { flexShrink: 0, minWidth: 'max-content' };
  if (!status) {
    return (
      <Badge variant="default" style={style}>
        {t(NOT_UPLOADED)}
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[status]} variant="filled" autoContrast style={style}>
      {t(DOCUMENT_STATUS_LABELS[status])}
    </Badge>
  );
}
