import { Badge } from '@mantine/core';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '../../../../shared/documents/documents';

/** What a checklist entry without a document says. */
const NOT_UPLOADED = 'Not uploaded';

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
  const style = { flexShrink: 0, minWidth: 'max-content' };
  if (!status) {
    return (
      <Badge variant="default" style={style}>
        {NOT_UPLOADED}
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[status]} variant="filled" autoContrast style={style}>
      {DOCUMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
