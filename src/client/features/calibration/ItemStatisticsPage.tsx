import { Alert, Container, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ITEM_STATISTICS_RESTRICTED,
  ITEM_STATISTICS_SORTS,
  type ItemStatisticsListQuery,
  type ItemStatisticsSort,
} from '../../../shared/calibration/item-statistics';
import { AUTHORED_DIFFICULTY } from '../../../shared/exams/cat/authored-difficulty';
import { paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { ListPagination } from '../../components/ListPagination';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { StatCard } from '../../components/StatCard';
import { translateText } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { pageOf } from '../../lib/page-param';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useItemStatistics } from './api/get-item-statistics';
import { FlagLegend } from './components/FlagBadges';
import { ItemStatisticsTable } from './components/ItemStatisticsTable';
import { LatestRun } from './components/LatestRun';
import { RunCalibrationButton } from './components/RunCalibrationButton';
import { formatLogits } from './components/statistics-format';

const isSort = (value: string | null): value is ItemStatisticsSort =>
  (ITEM_STATISTICS_SORTS as readonly (string | null)[]).includes(value);

/**
 * /item-statistics, Item Statistics (issue 22 item 5, decision 015): admins only; everyone else
 * reads 'Access Restricted: This page is only available for administrators.' and nothing is asked
 * of the API but the session. What difficulty in logits means, the bank's totals, the latest
 * calibration run with "Run calibration now", the flags' legend, and the table of items with the
 * "Flagged only" filter, sorting and pages, all kept in the address (`?flagged=true&sort=&order=&page=`).
 */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl">
      <PageMeta page={paths.itemStatistics} />
      <Title order={1}>{t('Item Statistics')}</Title>
      {isLoading ? (
        <PageLoader label={t('Checking your account')} />
      ) : can(user, 'adminFeatures') ? (
        <ItemStatistics />
      ) : (
        <Alert color="red" variant="light" mt="lg">
          <Text>{translateText(ITEM_STATISTICS_RESTRICTED)}</Text>
        </Alert>
      )}
    </Container>
  );
}

/** The page's body for an admin, its query read from and written to the address. */
function ItemStatistics() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const requestedSort = params.get('sort');
  const query: ItemStatisticsListQuery = {
    flagged: params.get('flagged') === 'true',
    sort: isSort(requestedSort) ? requestedSort : 'itemId',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: pageOf(params.get('page')),
  };
  const statistics = useItemStatistics(query);

  /** Sets the address's parameters; the defaults (and page 1) are left out. */
  const update = (changes: Partial<ItemStatisticsListQuery>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const isDefault =
            value === false ||
            value === 1 ||
            (key === 'sort' && value === 'itemId') ||
            (key === 'order' && value === 'asc');
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  let table: ReactNode;
  if (statistics.isPending) {
    table = <ListSkeleton label={t('Loading the item statistics')} />;
  } else if (statistics.isError) {
    table = <LoadError title={t('The item statistics could not be loaded')} query={statistics} />;
  } else if (statistics.data.rows.length === 0) {
    table = (
      <Text role="status" fw={500}>
        {query.flagged
          ? t('No item is flagged: every calibrated item fits the model and is in range.')
          : t('No items on this page.')}
      </Text>
    );
  } else {
    table = (
      <Stack gap="sm" aria-busy={statistics.isPlaceholderData}>
        <ItemStatisticsTable
          rows={statistics.data.rows}
          sort={query.sort}
          order={query.order}
          onSort={(sort, order) => update({ sort, order, page: 1 })}
        />
        <ListPagination
          label={t('Item statistics pages')}
          page={query.page}
          pageSize={statistics.data.pageSize}
          total={statistics.data.total}
          onChange={(page) => update({ page })}
        />
      </Stack>
    );
  }

  const data = statistics.data;
  const minResponses = data?.minResponses ?? 30;
  return (
    <Stack gap="lg" mt="md">
      <Text>
        {t(
          'Each item’s difficulty is in logits, the unit of the Rasch model the adaptive NCLEX uses. 0 is the NCLEX-RN passing standard: a candidate exactly at the standard answers an item of difficulty 0 right half the time. Positive is harder, negative easier; one logit multiplies or divides the odds of a right answer by about 2.7. Items start from their authored level (easy {{easy}}, medium {{medium}}, hard {{hard}}) and are calibrated from candidates’ answers once they have {{minResponses}} responses; pretest items are asked unscored until they fit.',
          {
            easy: formatLogits(AUTHORED_DIFFICULTY.easy),
            medium: formatLogits(AUTHORED_DIFFICULTY.medium),
            hard: formatLogits(AUTHORED_DIFFICULTY.hard),
            minResponses,
          },
        )}
      </Text>
      {data && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <StatCard value={formatNumber(data.totals.items)} label={t('Items in the bank')} />
          <StatCard value={formatNumber(data.totals.calibrated)} label={t('Calibrated')} />
          <StatCard value={formatNumber(data.totals.flagged)} label={t('Flagged')} />
          <StatCard value={formatNumber(data.totals.pretest)} label={t('Pretest')} />
        </SimpleGrid>
      )}
      {data && <LatestRun run={data.latestRun} minResponses={minResponses} />}
      <Group justify="space-between" align="center" gap="sm">
        <Switch
          label={t('Flagged only')}
          checked={query.flagged}
          onChange={(event) => update({ flagged: event.currentTarget.checked, page: 1 })}
        />
        <RunCalibrationButton minResponses={minResponses} />
      </Group>
      {table}
      <section aria-labelledby="flag-legend-title">
        <Title order={2} size="h4" id="flag-legend-title" mb="xs">
          {t('What the flags mean')}
        </Title>
        <FlagLegend />
      </section>
    </Stack>
  );
}
