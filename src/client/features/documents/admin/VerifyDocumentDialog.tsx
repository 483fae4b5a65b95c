import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KIND_LABELS } from '../../../../shared/documents/document-kinds';
import type { QueuedDocument } from '../../../../shared/documents/documents';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatFileSize } from '../../../lib/file-size';
import { adminDocumentFileHref } from './api/get-document-queue';

/**
 * The confirmation of a verification (issue 23), open while `item` is not null: its question names
 * the document and the student ("Verify the Passport of Amara Okafor?"), then the file's name and
 * size with 'Open file' (a new tab; `onOpen` records that the admin opened it) and what verifying
 * means. Verify Document calls `onConfirm`; `failure` is why it did not (for example the file not
 * opened yet: DOCUMENT_NOT_OPENED).
 */
export function VerifyDocumentDialog({
  item,
  pending,
  failure,
  onOpen,
  onConfirm,
  onClose,
}: {
  item: QueuedDocument | null;
  /** True while the verification is on its way. */
  pending: boolean;
  failure: string | null;
  onOpen: (item: QueuedDocument) => void;
  onConfirm: (item: QueuedDocument) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      target={item}
      title={(shown) =>
        shown
          ? t('Verify the {{document}} of {{name}}?', {
              document: t(DOCUMENT_KIND_LABELS[shown.document.kind]),
              name: shown.student.name,
            })
          : t('Verify')
      }
      confirmLabel={t('Verify Document')}
      cancelLabel={t('Cancel')}
      danger={false}
      pending={pending}
      failure={failure}
      failureTitle={t('The document was not verified')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(shown) => (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('File: {{file}} ({{size}})', {
              file: shown.document.file.name,
              size: formatFileSize(shown.document.file.sizeBytes),
            })}
          </Text>
          <div>
            <Button
              component="a"
              href={adminDocumentFileHref(shown.document.id)}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="default"
              onClick={() => onOpen(shown)}
            >
              {t('Open file')}
              <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
            </Button>
          </div>
          <Text size="sm">
            {t(
              'Check that the file is {{name}}’s {{document}} and readable. Once verified, the student is told and can no longer change it.',
              { name: shown.student.name, document: t(DOCUMENT_KIND_LABELS[shown.document.kind]) },
            )}
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}
