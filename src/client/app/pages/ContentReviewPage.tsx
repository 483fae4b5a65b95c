import { Alert, Container, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { MATERIAL_STATUS_FILTERS, type Material, type MaterialStatusFilter } from '../../../shared/materials/materials';
import { paths } from '../../../shared/paths';
import { ADMIN_REVIEW_RESTRICTED, can } from '../../../shared/roles';
import { AddressTabs } from '../../components/AddressTabs';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import type { DocumentQueueQuery } from '../../features/documents/admin/api/get-document-queue';
import { DocumentQueue, isDocumentQueueFilter } from '../../features/documents/admin/DocumentQueue';
import { useReviewMaterials } from '../../features/materials/api/get-review-materials';
import { MaterialListSkeleton } from '../../features/materials/components/MaterialListSkeleton';
import { ReviewDialog } from '../../features/materials/components/ReviewDialog';
import { ReviewRow } from '../../features/materials/components/ReviewRow';
import { EMPTY_REVIEW_TEXT, FILTER_LABELS, LOAD_REVIEW_FAILED } from '../../features/materials/components/review-texts';
import { ApplicationQueue, isApplicationFilter } from '../../features/trainer-applications/components/ApplicationQueue';
import { isVideoReviewFilter, VideoReviewQueue } from '../../features/trainer-videos/review/VideoReviewQueue';
import { pageOf } from '../../lib/page-param';
import { useCurrentUser } from '../../lib/session/use-current-user';

/** The filter shown when the address names none: the work waiting for an admin. */
const DEFAULT_FILTER: MaterialStatusFilter = 'pending';

const isFilter = (value: string | null): value is MaterialStatusFilter =>
  (MATERIAL_STATUS_FILTERS as readonly (string | null)[]).includes(value);

const filterOptions = MATERIAL_STATUS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

/** The tabs, by their value in the address (`?tab=`; none for Training Materials). */
const TABS = [
  { value: 'materials', label: msg('Training Materials') },
  { value: 'videos', label: msg('Paid Videos') },
  { value: 'documents', label: msg('Student Documents') },
  { value: 'applications', label: msg('Trainer Applications') },
];

/** Where the Paid Videos tab keeps its filter in the address (pending when absent). */
const VIDEO_STATUS_PARAM = 'videoStatus';
/** Where the Trainer Applications tab keeps its filter in the address (pending when absent). */
const APPLICATION_STATUS_PARAM = 'applicationStatus';

/** Where the Student Documents tab keeps its filter and page in the address (Training Materials keeps `status`). */
const DOCUMENT_PARAMS = { status: 'documentStatus', page: 'documentPage' } as const;

/**
 * /admin/review, Content Review (spec §2 "Admin review", §4, §6, §8, §9; issue 13): admins only;
 * everyone else, signed out too, reads 'Access Restricted: This page is only available for
 * administrators.' and nothing is asked of the API but the session. Tabs, the active one kept in
 * the address (`?tab=documents`): Training Materials (the trainers' materials), Paid Videos (paid
 * videos waiting for review before they are sold, decision 017), Student Documents (the
 * students' documents waiting for verification) and Trainer Applications (applications to become a
 * trainer, issue 23).
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.adminReview} />
      <Title order={1}>{t('Content Review')}</Title>
      {isLoading ? (
        <PageLoader label={t('Checking your account')} />
      ) : can(user, 'adminReview') ? (
        <AdminReview />
      ) : (
        <Alert color="red" variant="light" mt="lg">
          <Text>{t(ADMIN_REVIEW_RESTRICTED)}</Text>
        </Alert>
      )}
    </Container>
  );
}

/** The tabs, and the Student Documents tab's state in the address. */
function AdminReview() {
  const [params, setParams] = useSearchParams();

  /** Sets (or, for the defaults and page 1, removes) the address's parameters. */
  const update = useCallback(
    (changes: Record<string, string | number>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault =
              (key === DOCUMENT_PARAMS.status && value === 'pending') ||
              (key === DOCUMENT_PARAMS.page && value === 1) ||
              (key === VIDEO_STATUS_PARAM && value === 'pending') ||
              (key === APPLICATION_STATUS_PARAM && value === 'pending');
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const requestedStatus = params.get(DOCUMENT_PARAMS.status);
  const documentQuery: DocumentQueueQuery = {
    status: isDocumentQueueFilter(requestedStatus) ? requestedStatus : 'pending',
    page: pageOf(params.get(DOCUMENT_PARAMS.page)),
  };
  const changeDocuments = useCallback(
    (changes: Partial<DocumentQueueQuery>) =>
      update(
        Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [DOCUMENT_PARAMS[key as keyof DocumentQueueQuery], value]),
        ),
      ),
    [update],
  );

  const requestedVideoStatus = params.get(VIDEO_STATUS_PARAM);
  const videoStatus = isVideoReviewFilter(requestedVideoStatus) ? requestedVideoStatus : 'pending';
  const requestedApplicationStatus = params.get(APPLICATION_STATUS_PARAM);
  const applicationStatus = isApplicationFilter(requestedApplicationStatus) ? requestedApplicationStatus : 'pending';

  return (
    <AddressTabs tabs={TABS} keepMounted={false}>
      <Tabs.Panel value="materials" pt="xs">
        <ReviewQueue />
      </Tabs.Panel>
      <Tabs.Panel value="videos" pt="xs">
        <VideoReviewQueue status={videoStatus} onStatusChange={(value) => update({ [VIDEO_STATUS_PARAM]: value })} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="lg">
        <DocumentQueue query={documentQuery} onQueryChange={changeDocuments} />
      </Tabs.Panel>
      <Tabs.Panel value="applications" pt="xs">
        <ApplicationQueue
          status={applicationStatus}
          onStatusChange={(value) => update({ [APPLICATION_STATUS_PARAM]: value })}
        />
      </Tabs.Panel>
    </AddressTabs>
  );
}

/**
 * The review list: the status filter (all, pending, approved, rejected; pending when the address
 * names none; kept in the address as `?status=`), the materials newest first as the API orders
 * them, an empty text per filter, and the review dialog. A failed load toasts 'Failed to load
 * training materials for review.' and offers Try Again.
 */
function ReviewQueue() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: MaterialStatusFilter = isFilter(requested) ? requested : DEFAULT_FILTER;
  const materials = useReviewMaterials(status);
  const [open, setOpen] = useState<Material | null>(null);
  const { error, errorUpdatedAt } = materials;

  // One toast per failed load (a retry that fails again toasts again).
  useEffect(() => {
    if (!error || !errorUpdatedAt) return;
    notifications.show({ title: t('Error'), message: t(LOAD_REVIEW_FAILED), color: 'red' });
  }, [error, errorUpdatedAt, t]);

  const selectFilter = (value: string) => {
    if (!isFilter(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_FILTER) next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );
  };

  let list: ReactNode;
  if (materials.isPending) {
    list = <MaterialListSkeleton label={t('Loading materials for review')} />;
  } else if (materials.isError) {
    list = <LoadError title={t('The materials could not be loaded')} query={materials} />;
  } else if (materials.data.materials.length === 0) {
    list = (
      <Text role="status" fw={500}>
        {t(EMPTY_REVIEW_TEXT[status])}
      </Text>
    );
  } else {
    list = (
      <Stack gap="md" aria-busy={materials.isPlaceholderData}>
        {materials.data.materials.map((material) => (
          <ReviewRow key={material.id} material={material} onOpen={setOpen} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" mt="md">
      <Text c="dimmed">
        {t(
          'Trainers’ training materials wait here for review. Open a pending one to read it and its file, add comments, and approve or reject it.',
        )}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="review-filter-label">
          {t('Status')}
        </Text>
        <SegmentedControl
          aria-labelledby="review-filter-label"
          data={filterOptions.map((option) => ({ ...option, label: t(option.label) }))}
          value={status}
          onChange={selectFilter}
          fullWidth
          maw={520}
        />
      </Stack>
      {list}
      <ReviewDialog material={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
