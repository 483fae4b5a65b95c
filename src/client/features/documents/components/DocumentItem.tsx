import { Alert, Button, Card, FileButton, Group, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_KIND_HINTS,
  DOCUMENT_KIND_LABELS,
  type DocumentKind,
} from '../../../../shared/documents/document-kinds';
import { DOCUMENT_SUBMITTED, DOCUMENT_UPLOADED, type StudentDocument } from '../../../../shared/documents/documents';
import { ACCEPT_ATTRIBUTE, EMPTY_FILE_MESSAGE } from '../../../../shared/files/file-kinds';
import { msg } from '../../../../shared/i18n/msg';
import { translateText } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/file-size';
import { formatDateTime } from '../../../lib/format';
import { documentFileHref } from '../api/document-file';
import { useSubmitDocument } from '../api/submit-document';
import { useUploadDocument } from '../api/upload-document';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { documentStateText, verifiedText } from './document-texts';

/** The title over an upload's refusal. */
const UPLOAD_FAILED = msg('The file was not uploaded');

/**
 * One document of /documents (issue 13 "the document centre"; spec §3 "documents": name, status,
 * required, uploadDate; §4 statuses): its label and hint, its status badge ('Not uploaded' when
 * there is none), the file's name and size, the upload date, and what its state allows:
 * - none: Upload (a file of ACCEPT_ATTRIBUTE.document; the bar shows the upload's progress);
 * - draft: Submit for Verification, Replace, View File, Delete;
 * - pending: the date submitted, View File, Replace, Delete;
 * - rejected: the reason, prominently, and Upload a New File, View File, Delete;
 * - uploaded (verified): 'Verified' with the review date, and View File only.
 * Off the checklist (`onList` false, a former programme's document): View File and Delete only.
 * A refusal (file too large, not an accepted type, verified meanwhile…) shows the server's
 * sentence in the entry; a success toasts. Delete asks `onDelete` to confirm.
 */
export function DocumentItem({
  kind,
  document,
  onList = true,
  onDelete,
}: {
  kind: DocumentKind;
  document: StudentDocument | null;
  onList?: boolean;
  onDelete: (kind: DocumentKind, document: StudentDocument) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const progressId = useId();
  const upload = useUploadDocument();
  const submit = useSubmitDocument();
  const resetPicker = useRef<() => void>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const label = t(DOCUMENT_KIND_LABELS[kind]);
  const busy = upload.isPending || submit.isPending;
  const status = document?.status ?? null;
  const verified = status === 'uploaded';

  const pick = (file: File | null) => {
    resetPicker.current?.();
    if (!file || busy) return;
    if (file.size === 0) {
      setFailure({ title: t(UPLOAD_FAILED), message: translateText(EMPTY_FILE_MESSAGE) });
      return;
    }
    setFailure(null);
    setProgress({ name: file.name, percent: 0 });
    upload.mutate(
      { kind, file, onProgress: (percent) => setProgress({ name: file.name, percent }) },
      {
        onSuccess: () =>
          notifications.show({ title: t('Document Uploaded'), message: t(DOCUMENT_UPLOADED), color: 'green' }),
        onError: (error) => setFailure({ title: t(UPLOAD_FAILED), message: errorMessage(error) }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const sendForVerification = () => {
    if (busy) return;
    setFailure(null);
    submit.mutate(kind, {
      onSuccess: () =>
        notifications.show({ title: t('Document Submitted'), message: t(DOCUMENT_SUBMITTED), color: 'green' }),
      onError: (error) => setFailure({ title: t('The document was not submitted'), message: errorMessage(error) }),
    });
  };

  const uploadButton = (text: string, variant: 'filled' | 'default') => (
    <FileButton
      onChange={pick}
      accept={ACCEPT_ATTRIBUTE.document}
      resetRef={resetPicker}
      disabled={busy}
      inputProps={{ 'aria-label': t('Choose a file for {{document}}', { document: label }) }}
    >
      {(props) => (
        <Button {...props} size="sm" variant={variant} loading={upload.isPending} aria-describedby={titleId}>
          {text}
        </Button>
      )}
    </FileButton>
  );

  const stateText = document ? documentStateText(document, t) : null;

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {label}
          </Title>
          <DocumentStatusBadge status={status} />
        </Group>
        {onList && (
          <Text size="sm" c="dimmed">
            {t(DOCUMENT_KIND_HINTS[kind])}
          </Text>
        )}
        {document && (
          <Stack gap={2}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span size="sm" fw={600}>
                {t('File:')}
              </Text>{' '}
              {document.file.name} ({formatFileSize(document.file.sizeBytes)})
            </Text>
            <Text size="sm">{t('Upload date: {{date}}', { date: formatDateTime(document.uploadedAt) })}</Text>
            {verified && (
              <Text size="sm" fw={600} c="var(--mantine-color-green-text)">
                {verifiedText(document, t)}
              </Text>
            )}
            {stateText && <Text size="sm">{stateText}</Text>}
          </Stack>
        )}
        {document?.status === 'rejected' && (
          <Alert color="red" variant="light" title={t('Rejected: please upload a new file')}>
            <Stack gap={2}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <Text span size="sm" fw={600}>
                  {t('Reason:')}
                </Text>{' '}
                {document.rejectionReason ?? t('No reason was given.')}
              </Text>
              {document.reviewedAt && (
                <Text size="sm" c="dimmed">
                  {t('Reviewed {{date}}', { date: formatDateTime(document.reviewedAt) })}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {progress && (
          <Stack gap={4}>
            <Text size="sm" id={progressId} style={{ overflowWrap: 'anywhere' }}>
              {t('Uploading {{file}}: {{percent}}%', { file: progress.name, percent: progress.percent })}
            </Text>
            <Progress
              value={progress.percent}
              aria-label={t('Uploading {{file}}', { file: progress.name })}
              animated={progress.percent < 100}
            />
          </Stack>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={failure.title}>
            {failure.message}
          </Alert>
        )}
        <Group gap="sm" mt={4}>
          {onList && !document && uploadButton(t('Upload'), 'filled')}
          {onList && status === 'draft' && (
            <Button
              size="sm"
              onClick={sendForVerification}
              loading={submit.isPending}
              disabled={upload.isPending}
              aria-describedby={titleId}
            >
              {t('Submit for Verification')}
            </Button>
          )}
          {onList && status === 'rejected' && uploadButton(t('Upload a New File'), 'filled')}
          {document && (
            <Button
              component="a"
              href={documentFileHref(kind)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              variant="default"
              aria-describedby={titleId}
            >
              {t('View File')}
              <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
            </Button>
          )}
          {onList && (status === 'draft' || status === 'pending') && uploadButton(t('Replace'), 'default')}
          {document && !verified && (
            <Button
              size="sm"
              variant="subtle"
              color="red"
              onClick={() => onDelete(kind, document)}
              disabled={busy}
              aria-describedby={titleId}
            >
              {t('Delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
