import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KIND_LABELS } from '../../../../shared/documents/document-kinds';
import type { QueuedDocument } from '../../../../shared/documents/documents';
import { EmailText } from '../../../components/EmailText';
import { formatFileSize } from '../../../lib/file-size';
import { formatDateTime } from '../../../lib/format';
import { DocumentStatusBadge } from '../components/DocumentStatusBadge';
import { adminDocumentFileHref } from './api/get-document-queue';

/**
 * One document of the admins' queue (issue 13): the document's label and status, the student's
 * name and email, their programme, the date submitted (or uploaded), the file's name and size,
 * and for a rejected one its reason. 'Open file' opens it in a new tab (and calls `onOpen`); a
 * pending one has Verify and Reject, which ask for a confirmation (`deciding` says which decision
 * is on its way for it; `busy` that one is on its way for any document).
 */
export function QueuedDocumentCard({
  item,
  deciding,
  busy,
  onOpen,
  onVerify,
  onReject,
}: {
  item: QueuedDocument;
  deciding: 'verify' | null;
  busy: boolean;
  onOpen: (item: QueuedDocument) => void;
  onVerify: (item: QueuedDocument) => void;
  onReject: (item: QueuedDocument) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { document, student, programTitle } = item;
  const label = t(DOCUMENT_KIND_LABELS[document.kind]);
  const pending = document.status === 'pending';
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {t('{{document}}: {{name}}', { document: label, name: student.name })}
          </Title>
          <DocumentStatusBadge status={document.status} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {student.name} · <EmailText email={student.email} />
        </Text>
        <Text size="sm">
          {programTitle ? t('Program: {{program}}', { program: programTitle }) : t('Program: No program selected')}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('File: {{file}} ({{size}})', { file: document.file.name, size: formatFileSize(document.file.sizeBytes) })}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            document.submittedAt
              ? t('Submitted {{date}}', { date: formatDateTime(document.submittedAt) })
              : t('Not submitted yet'),
            t('Uploaded {{date}}', { date: formatDateTime(document.uploadedAt) }),
            ...(document.reviewedAt ? [t('Reviewed {{date}}', { date: formatDateTime(document.reviewedAt) })] : []),
          ].join(' · ')}
        </Text>
        {document.status === 'rejected' && document.rejectionReason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span size="sm" fw={600}>
              {t('Reason:')}
            </Text>{' '}
            {document.rejectionReason}
          </Text>
        )}
        <Group gap="sm" mt={4}>
          <Button
            component="a"
            href={adminDocumentFileHref(document.id)}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="default"
            aria-describedby={titleId}
            onClick={() => onOpen(item)}
          >
            {t('Open file')}
            <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
          </Button>
          {pending && (
            <>
              <Button
                size="xs"
                color="green"
                onClick={() => onVerify(item)}
                loading={deciding === 'verify'}
                disabled={busy && deciding !== 'verify'}
                aria-describedby={titleId}
              >
                {t('Verify')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="outline"
                onClick={() => onReject(item)}
                disabled={busy}
                aria-describedby={titleId}
              >
                {t('Reject')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
