import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KIND_LABELS } from '../../../../shared/documents/document-kinds';
import {
  DOCUMENT_NOT_OPENED,
  DOCUMENT_QUEUE_FILTERS,
  DOCUMENTS_QUEUE_EMPTY,
  type DocumentReviewBody,
  type QueuedDocument,
} from '../../../../shared/documents/documents';
import { msg } from '../../../../shared/i18n/msg';
import { ListPagination } from '../../../components/ListPagination';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadError } from '../../../components/LoadError';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type DocumentQueueFilter, type DocumentQueueQuery, useDocumentQueue } from './api/get-document-queue';
import { useReviewDocument } from './api/review-document';
import { QueuedDocumentCard } from './QueuedDocumentCard';
import { RejectDocumentDialog } from './RejectDocumentDialog';
import { VerifyDocumentDialog } from './VerifyDocumentDialog';

const FILTER_LABELS: Record<DocumentQueueFilter, string> = { pending: msg('Pending'), all: msg('All') };

/** What the queue says when a filter holds nothing. */
const DOCUMENT_QUEUE_EMPTY_TEXT: Record<DocumentQueueFilter, string> = {
  pending: DOCUMENTS_QUEUE_EMPTY,
  all: msg('No student has uploaded a document yet.'),
};

/** True when `value` is one of the queue's filters. */
export const isDocumentQueueFilter = (value: string | null): value is DocumentQueueFilter =>
  (DOCUMENT_QUEUE_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The Student Documents tab of /admin/review (issue 13 "Admins see a queue of pending documents
 * across students, open each file, verify or reject with a reason"): the Pending / All filter and
 * the page, kept in the address by the page (`onQueryChange`); each document with its student,
 * programme, date and file, 'Open file', and for a pending one Verify and Reject, each a dialog
 * naming the document and the student (issue 23): Verify's offers 'Open file' and verifies only a
 * file the admin opened here (else DOCUMENT_NOT_OPENED); Reject's asks a required reason. Every
 * decision names the file the admin saw (`fileId`). A decision toasts `documentVerifiedText` /
 * `documentRejectedText` ("Passport verified for Amara Okafor."); a 409 (reviewed or replaced
 * meanwhile) toasts the server's sentence, closes the dialog and the list reloads.
 */
export function DocumentQueue({
  query,
  onQueryChange,
}: {
  query: DocumentQueueQuery;
  onQueryChange: (changes: Partial<DocumentQueueQuery>) => void;
}) {
  const { t } = useTranslation();
  const filterOptions = DOCUMENT_QUEUE_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }));
  const queue = useDocumentQueue(query);
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState<QueuedDocument | null>(null);
  const [verifying, setVerifying] = useState<QueuedDocument | null>(null);
  const [verifyFailure, setVerifyFailure] = useState<string | null>(null);
  /** The ids of the files the admin opened from this queue. */
  const [openedFiles, setOpenedFiles] = useState<ReadonlySet<string>>(new Set());

  const refused = (error: unknown) =>
    notifications.show({ title: t('The review was not saved'), message: errorMessage(error), color: 'red' });

  const named = (item: QueuedDocument) => ({
    document: t(DOCUMENT_KIND_LABELS[item.document.kind]),
    name: item.student.name,
  });

  const opened = (item: QueuedDocument) => {
    setOpenedFiles((files) => new Set(files).add(item.document.file.id));
    setVerifyFailure(null);
  };

  const askToVerify = (item: QueuedDocument) => {
    setVerifyFailure(null);
    setVerifying(item);
  };

  const verify = (item: QueuedDocument) => {
    if (review.isPending) return;
    if (!openedFiles.has(item.document.file.id)) {
      setVerifyFailure(t(DOCUMENT_NOT_OPENED));
      return;
    }
    review.mutate(
      { documentId: item.document.id, body: { decision: 'verify', fileId: item.document.file.id } },
      {
        onSuccess: () =>
          notifications.show({
            title: t('Document Verified'),
            message: t('{{document}} verified for {{name}}.', named(item)),
            color: 'green',
          }),
        onError: refused,
        onSettled: () => setVerifying(null),
      },
    );
  };

  const reject = async (item: QueuedDocument, body: DocumentReviewBody) => {
    try {
      await review.mutateAsync({ documentId: item.document.id, body });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        refused(error);
        setRejecting(null);
        return;
      }
      throw error;
    }
    notifications.show({
      title: t('Document Rejected'),
      message: t('{{document}} rejected for {{name}}. The student will see your reason.', named(item)),
      color: 'green',
    });
    setRejecting(null);
  };

  const deciding = (item: QueuedDocument) =>
    review.isPending && review.variables?.documentId === item.document.id && review.variables.body.decision === 'verify'
      ? 'verify'
      : null;

  let list: ReactNode;
  if (queue.isPending) {
    list = <ListSkeleton label={t('Loading documents')} shape="cards" />;
  } else if (queue.isError) {
    list = <LoadError title={t('The documents could not be loaded')} query={queue} />;
  } else if (queue.data.items.length === 0) {
    list = (
      <Text role="status" fw={500}>
        {query.page > 1 && queue.data.total > 0
          ? t('There are no documents on page {{page}}.', { page: query.page })
          : t(DOCUMENT_QUEUE_EMPTY_TEXT[query.status])}
      </Text>
    );
  } else {
    list = (
      <Stack gap="md" aria-busy={queue.isPlaceholderData}>
        {queue.data.items.map((item) => (
          <QueuedDocumentCard
            key={item.document.id}
            item={item}
            deciding={deciding(item)}
            busy={review.isPending}
            onOpen={opened}
            onVerify={askToVerify}
            onReject={setRejecting}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        {t(
          'Students’ documents wait here for verification. Open each file, then verify it or reject it with a reason the student will read.',
        )}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="document-filter-label">
          {t('Show')}
        </Text>
        <SegmentedControl
          aria-labelledby="document-filter-label"
          data={filterOptions}
          value={query.status}
          onChange={(value) => {
            if (isDocumentQueueFilter(value)) onQueryChange({ status: value, page: 1 });
          }}
          maw={320}
        />
      </Stack>
      {list}
      {queue.data && (
        <ListPagination
          label={t('Pages of documents')}
          page={query.page}
          pageSize={queue.data.pageSize}
          total={queue.data.total}
          onChange={(page) => onQueryChange({ page })}
        />
      )}
      <VerifyDocumentDialog
        item={verifying}
        pending={review.isPending}
        failure={verifyFailure}
        onOpen={opened}
        onConfirm={verify}
        onClose={() => setVerifying(null)}
      />
      <RejectDocumentDialog
        item={rejecting}
        pending={review.isPending}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
