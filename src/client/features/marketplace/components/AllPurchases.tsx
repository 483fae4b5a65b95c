import { Alert, Badge, Button, Center, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPurchase } from '../../../../shared/marketplace/purchases';
import { REFUND_WINDOW_DAYS } from '../../../../shared/marketplace/split-sale';
import { PAGINATION_CONTROL_LABELS } from '../../../components/ListPagination';
import { type MoneyColumn, MoneyTable } from '../../../components/MoneyTable';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useAdminPurchases } from '../api/get-admin-purchases';
import { PaidAmount } from './PaidAmount';
import { PurchasedItem } from './PurchasedItem';
import { PurchaseStatus } from './PurchaseStatus';
import { RefundDialog } from './RefundDialog';

/**
 * All Purchases, for admins (spec §6 "Admin features"), the body of /admin/purchases under its heading: every purchase, 20 a page, newest first,
 * searchable by course or buyer, with buyer, course, trainer, amount, referral code, date and status;
 * Refund (within 30 days, once) opens a confirmation that asks for a reason; a refund asked of the
 * payment provider shows 'Refund requested' until the provider confirms it (issue 26).
 */
export function AllPurchases() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<AdminPurchase | null>(null);
  const purchases = useAdminPurchases({ page, search: debouncedSearch });
  const data = purchases.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div>
      <Text c="dimmed" mb="md">
        {t(
          'Every purchase in the marketplace, for administrators. A purchase can be refunded once, within {{days}} days.',
          { days: REFUND_WINDOW_DAYS },
        )}
      </Text>
      <Stack gap="md">
        <TextInput
          label={t('Search purchases')}
          description={t("Words from the course title or the buyer's name or email")}
          type="search"
          maxLength={100}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />

        {purchases.isPending && (
          <Center py="lg">
            <Loader aria-label={t('Loading purchases')} />
          </Center>
        )}
        {purchases.isError && (
          <Alert color="red" role="alert" title={t('The purchases could not be loaded')}>
            {errorMessage(purchases.error)}
          </Alert>
        )}
        {data && (
          <>
            <Text size="sm" aria-live="polite">
              {data.total === 0
                ? debouncedSearch
                  ? t('No purchases match “{{search}}”.', { search: debouncedSearch })
                  : t('No purchases yet.')
                : debouncedSearch
                  ? t('{{total}} purchases matching “{{search}}”, page {{page}} of {{pages}}', {
                      count: data.total,
                      total: formatNumber(data.total),
                      search: debouncedSearch,
                      page: data.page,
                      pages,
                    })
                  : t('{{total}} purchases, page {{page}} of {{pages}}', {
                      count: data.total,
                      total: formatNumber(data.total),
                      page: data.page,
                      pages,
                    })}
            </Text>
            {data.purchases.length > 0 && (
              <MoneyTable
                rows={data.purchases}
                rowKey={(purchase) => purchase.id}
                minWidth={980}
                spacing="sm"
                busy={purchases.isFetching}
                dimmed={purchases.isPlaceholderData}
                columns={purchaseColumns(t, setRefunding)}
              />
            )}
            {pages > 1 && (
              <nav aria-label={t('Pages of purchases')}>
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  getItemProps={(item) => ({ 'aria-label': t('Page {{page}}', { page: item }) })}
                  getControlProps={(control) => ({ 'aria-label': t(PAGINATION_CONTROL_LABELS[control]) })}
                />
              </nav>
            )}
          </>
        )}
      </Stack>
      <RefundDialog purchase={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}

/** Ids of a purchase's buyer and course in its row, which name its Refund button. */
const buyerId = (purchase: AdminPurchase) => `purchase-${purchase.id}-buyer`;
const courseId = (purchase: AdminPurchase) => `purchase-${purchase.id}-course`;

/** The columns of All Purchases; Refund calls `onRefund`. */
function purchaseColumns(t: TFunction, onRefund: (purchase: AdminPurchase) => void): MoneyColumn<AdminPurchase>[] {
  return [
    {
      header: t('Buyer'),
      cell: (purchase) => (
        <>
          <Text size="sm" fw={500} id={buyerId(purchase)}>
            {purchase.buyerName}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {purchase.buyerEmail}
          </Text>
        </>
      ),
    },
    {
      header: t('Course'),
      cell: (purchase) => (
        <>
          <PurchasedItem purchase={purchase} id={courseId(purchase)} />
          <Text size="xs" c="dimmed" ff="monospace">
            {purchase.transactionId}
          </Text>
        </>
      ),
    },
    { header: t('Trainer'), cell: (purchase) => <Text size="sm">{purchase.trainerName}</Text> },
    { header: t('Amount'), cell: (purchase) => <PaidAmount purchase={purchase} /> },
    {
      header: t('Referral code'),
      cell: (purchase) =>
        purchase.referralCode ? (
          <>
            <Badge variant="light" ff="monospace">
              {purchase.referralCode}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('{{referrer}} earns {{amount}}', {
                referrer: purchase.referrerName ?? t('Referrer'),
                amount: formatMoney(purchase.referralFeeCents),
              })}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('None', { context: 'code' })}
          </Text>
        ),
    },
    { header: t('Date'), cell: (purchase) => <Text size="sm">{formatDateTime(purchase.purchasedAt)}</Text> },
    {
      header: t('Status'),
      cell: (purchase) => (
        <>
          <PurchaseStatus
            status={purchase.status}
            refundedAt={purchase.refundedAt}
            refundRequested={purchase.refundRequested}
          />
          {purchase.refundReason && (
            <Text size="xs" c="dimmed" mt={2}>
              {t('Reason: {{reason}}', { reason: purchase.refundReason })}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('Refund'),
      cell: (purchase) =>
        purchase.refundable ? (
          <Stack gap={2} align="flex-start">
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onRefund(purchase)}
              aria-describedby={`${buyerId(purchase)} ${courseId(purchase)}`}
            >
              {t('Refund')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('until {{date}}', { date: formatDateTime(purchase.refundableUntil) })}
            </Text>
          </Stack>
        ) : purchase.refundRequested ? (
          <Text size="xs" c="dimmed">
            {t('Awaiting the payment service')}
          </Text>
        ) : (
          purchase.status === 'completed' && (
            <Text size="xs" c="dimmed">
              {t('Refund window closed')}
            </Text>
          )
        ),
    },
  ];
}
