import { Alert, Badge, Button, Container, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import { ITEM_STATUS_LABELS, ITEM_STATUSES, type ItemStatus } from '../../../../shared/item-bank/review-workflow';
import type { ItemSummary } from '../../../../shared/item-bank/schemas';
import { paths } from '../../../../shared/paths';
import { can } from '../../../../shared/roles';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadError } from '../../../components/LoadError';
import { PageMeta } from '../../../components/PageMeta';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useItems } from './api/get-items';
import { AuthoringGate } from './components/AuthoringGate';
import { ExportMenu } from './components/ExportMenu';
import { ItemTable } from './components/ItemTable';

/** The page's tabs: her items by status, the review queue, and every item (admins). */
type TabKey = ItemStatus | 'review' | 'all';

/** What each tab says when it holds no item. */
const EMPTY_TEXT: Record<TabKey, string> = {
  draft: msg('No drafts. Write a new item or import a file to start one.'),
  in_review: msg('None of your items is waiting for review.'),
  approved: msg('No approved items waiting to be activated.'),
  active: msg('None of your items is active in the bank yet.'),
  retired: msg('You have retired no items.'),
  review: msg('Nothing to review: items other instructors submit appear here.'),
  all: msg('No authored items yet.'),
};

const isTab = (value: string | null, admin: boolean): value is TabKey =>
  value !== null &&
  ((ITEM_STATUSES as readonly string[]).includes(value) || value === 'review' || (admin && value === 'all'));

/** The items whose title holds `search` (case ignored). */
export function filterByTitle(items: ItemSummary[], search: string): ItemSummary[] {
  const needle = search.trim().toLowerCase();
  return needle ? items.filter((item) => item.title.toLowerCase().includes(needle)) : items;
}

/**
 * /item-bank, the Item Bank (issue 28 items 1-4), for instructors and admins (others read
 * ITEM_BANK_RESTRICTED): her items in tabs by review status (Draft, In review, Approved, Active,
 * Retired, each with its count), "To review" (others' items she may review, with their count), and
 * for admins "All items"; a search by title; New item, Import and Export (GIFT, Moodle XML, QTI 3),
 * and the way to the glossary (issue 29 item 3).
 * The tab is kept in the address (`?tab=`).
 */
export function Component() {
  return (
    <AuthoringGate page={paths.itemBank}>
      <ItemBank />
    </AuthoringGate>
  );
}

function ItemBank() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const admin = can(user, 'adminFeatures');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested, admin) ? requested : 'draft';
  const [search, setSearch] = useState('');
  const mine = useItems('mine');
  const review = useItems('review');
  const all = useItems('all', undefined, admin && tab === 'all');

  const mineByStatus = (status: ItemStatus) => (mine.data?.items ?? []).filter((item) => item.status === status);
  const query = tab === 'review' ? review : tab === 'all' ? all : mine;
  const items = tab === 'review' || tab === 'all' ? (query.data?.items ?? []) : mineByStatus(tab);
  const shown = filterByTitle(items, search);

  return (
    <Container size="xl" py="xl">
      <PageMeta page={paths.itemBank} />
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('Item Bank')}</Title>
          <Text c="dimmed">
            {t(
              'Write items of every type, send them for review by a second instructor, and activate them for your tests.',
            )}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={paths.itemNew.path}>
            {t('New item')}
          </Button>
          <Button component={Link} to={paths.itemImport.path} variant="default">
            {t('Import')}
          </Button>
          <ExportMenu />
          {/* Issue 29 item 3: the glossary of the items' medical English, which instructors keep. */}
          <Button component={Link} to={paths.glossary.path} variant="subtle">
            {t('Glossary')}
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setParams({ tab: value }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {ITEM_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {t(ITEM_STATUS_LABELS[status])}
              {mine.data && <TabCount count={mineByStatus(status).length} />}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="review">
            {t('To review')}
            {review.data && <TabCount count={review.data.items.length} />}
          </Tabs.Tab>
          {admin && <Tabs.Tab value="all">{t('All items')}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <TextInput
        label={t('Search by title')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
        mb="md"
      />
      {query.isPending ? (
        <ListSkeleton label={t('Loading items')} />
      ) : query.isError ? (
        <LoadError title={t('The items could not be loaded')} query={query} />
      ) : shown.length === 0 ? (
        <Alert color="gray" variant="light">
          <Text size="sm">
            {items.length === 0
              ? t(EMPTY_TEXT[tab])
              : t("No item's title holds “{{search}}”.", { search: search.trim() })}
          </Text>
        </Alert>
      ) : (
        <ItemTable
          items={shown}
          label={
            tab === 'review'
              ? t('Items to review')
              : tab === 'all'
                ? t('All items')
                : t('{{status}} items', { status: t(ITEM_STATUS_LABELS[tab]) })
          }
          showOwner={tab === 'review' || tab === 'all'}
        />
      )}
    </Container>
  );
}

/** A tab's count, read with its label ("Draft 3"). */
function TabCount({ count }: { count: number }) {
  return (
    <Badge ml={6} size="sm" variant="light" color="gray" component="span">
      {count}
    </Badge>
  );
}
