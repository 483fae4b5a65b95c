import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../../shared/documents/document-kinds';
import { DOCUMENT_DELETED, type StudentDocument } from '../../../../shared/documents/documents';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteDocument } from '../api/delete-document';

/** The document the confirmation is about: its checklist kind and the document itself. */
export interface DocumentToDelete {
  kind: DocumentKind;
  document: StudentDocument;
}

/**
 * The confirmation before a student deletes a document (issue 13 "delete while not yet
 * verified"), open while `target` is not null: it names the document and its file. Delete Document
 * sends DELETE /api/documents/:kind; done: the toast DOCUMENT_DELETED and the dialog closes (the
 * list reloads). Refused: the server's sentence in the dialog; it closes with a toast when the
 * document is gone or was verified meanwhile (404, 409). Cancel (or Escape) sends nothing.
 */
export function DeleteDocumentDialog({ target, onClose }: { target: DocumentToDelete | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteDocument();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = (shown: DocumentToDelete) => {
    if (remove.isPending) return;
    remove.mutate(shown.kind, {
      onSuccess: () => {
        notifications.show({ title: t('Document Deleted'), message: t(DOCUMENT_DELETED), color: 'green' });
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          notifications.show({ title: t('The document was not deleted'), message: error.message, color: 'red' });
          close();
        }
      },
    });
  };

  return (
    <ConfirmDialog
      target={target}
      title={(shown) =>
        shown
          ? t('Delete your {{document}}?', { document: t(DOCUMENT_KIND_LABELS[shown.kind]) })
          : t('Delete your document?')
      }
      confirmLabel={t('Delete Document')}
      cancelLabel={t('Cancel')}
      onConfirm={confirm}
      onClose={close}
      pending={remove.isPending}
      failure={remove.isError ? errorMessage(remove.error) : null}
      failureTitle={t('The document was not deleted')}
    >
      {(shown) => (
        <Text style={{ overflowWrap: 'anywhere' }}>
          {shown.document.status === 'pending'
            ? t(
                'The file {{file}} will be deleted and taken out of the verification queue. You can upload a new file afterwards.',
                { file: shown.document.file.name },
              )
            : t('The file {{file}} will be deleted. You can upload a new file afterwards.', {
                file: shown.document.file.name,
              })}
        </Text>
      )}
    </ConfirmDialog>
  );
}
