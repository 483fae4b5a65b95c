import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KIND_LABELS } from '../../../../shared/documents/document-kinds';
import {
  type DocumentReviewBody,
  documentReviewBodySchema,
  type QueuedDocument,
  REJECTION_REASON_MAX,
} from '../../../../shared/documents/documents';
import { DialogFrame } from '../../../components/DialogFrame';
import { FormFrame } from '../../../components/FormFrame';
import { useLastShown } from '../../../lib/use-last-shown';
import { useSavingForm } from '../../../lib/use-saving-form';

/**
 * The rejection of a pending document (issue 13 "verify or reject with a reason"), open while
 * `item` is not null: the student, the document and its file, and a required Reason (checked with
 * the shared `documentReviewBodySchema`: blank reads REJECTION_REASON_REQUIRED, at most
 * REJECTION_REASON_MAX characters). Reject Document calls `onReject` with the body for the file
 * the admin saw (`fileId`); a failure it rethrows shows its sentence and keeps the reason typed.
 */
export function RejectDocumentDialog({
  item,
  pending,
  onReject,
  onClose,
}: {
  item: QueuedDocument | null;
  /** True while the rejection is on its way. */
  pending: boolean;
  onReject: (item: QueuedDocument, body: DocumentReviewBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = useLastShown(item);
  const title = shown
    ? t('Reject {{document}} of {{name}}', {
        document: t(DOCUMENT_KIND_LABELS[shown.document.kind]),
        name: shown.student.name,
      })
    : t('Reject');
  return (
    <DialogFrame opened={item !== null} onClose={onClose} title={title}>
      {shown && (
        <RejectForm
          key={`${shown.document.id}:${shown.document.file.id}`}
          item={shown}
          pending={pending}
          onReject={onReject}
          onClose={onClose}
        />
      )}
    </DialogFrame>
  );
}

/** The reason form of one document; a new form for each document and file. */
function RejectForm({
  item,
  pending,
  onReject,
  onClose,
}: {
  item: QueuedDocument;
  pending: boolean;
  onReject: (item: QueuedDocument, body: DocumentReviewBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, ...saving } = useSavingForm({
    initialValues: { decision: 'reject', fileId: item.document.file.id, reason: '' } as DocumentReviewBody,
    schema: documentReviewBodySchema,
    save: (body) => onReject(item, body),
    pending,
  });
  return (
    <FormFrame
      saving={saving}
      failureTitle={t('The document was not rejected')}
      submitLabel={t('Reject Document')}
      pending={pending}
      secondaryAction={{ label: t('Cancel'), onClick: onClose }}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('The file {{file}} goes back to {{name}}, who will be asked to upload a new one.', {
          file: item.document.file.name,
          name: item.student.name,
        })}
      </Text>
      <Textarea
        label={t('Reason')}
        description={t('The student reads it on their Document Upload Center and in an email.')}
        required
        autosize
        minRows={3}
        maxLength={REJECTION_REASON_MAX}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormFrame>
  );
}
