import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import type { RevenueMonth, RevenueProduct, TrainerRevenue } from '../../../../shared/marketplace/insight';
import { BarChart } from '../../../components/charts/BarChart';
import { ChartSvg, SERIES_COLOR, useChartWidth } from '../../../components/charts/ChartSvg';
import { FiguresTable } from '../../../components/charts/FiguresTable';
import { formatMoney } from '../../../lib/format';
import { formatAxisMoney, formatLongMonth, formatShortMonth } from './revenue-format';

const REFUND_COLOR = 'var(--mantine-color-red-6)';
const NET_COLOR = 'var(--mantine-color-text)';

/** What a product is, in words. */
const KIND_LABELS: Record<RevenueProduct['kind'], string> = {
  course: msg('Course'),
  session: msg('Session'),
  video: msg('Video'),
};

/** The same in lower case, inside a sentence. */
const KIND_WORDS: Record<RevenueProduct['kind'], string> = {
  course: msg('course'),
  session: msg('session'),
  video: msg('video'),
};

/**
 * Revenue by month (issue 27 item 5): per month of the last twelve (in the trainer's time zone),
 * her shares of the sales made that month as bars above 0, the refunds made that month below 0 and
 * the net as a dot; every figure in a table ("Show the figures"). No sale nor refund in the twelve
 * months: a sentence instead.
 */
export function RevenueByMonthChart({ months, timeZone }: { months: RevenueMonth[]; timeZone: string }) {
  const { t } = useTranslation();
  const active = months.filter((month) => month.sales > 0 || month.refunds > 0);
  if (active.length === 0) {
    return <Text size="sm">{t('No sales or refunds in the last 12 months.')}</Text>;
  }
  const total = (pick: (month: RevenueMonth) => number) => months.reduce((sum, month) => sum + pick(month), 0);
  const best = months.reduce((top, month) => (month.netCents > top.netCents ? month : top));
  const first = months[0];
  const last = months.at(-1);
  const summary = t(
    'Bar chart of your revenue per month from {{from}} to {{to}} ({{timeZone}}): {{earned}} earned from {{sales}}, {{refunded}} refunded in {{refunds}}, {{net}} net; the best month was {{bestMonth}} with {{bestNet}} net.',
    {
      from: first ? formatLongMonth(first.month) : '',
      to: last ? formatLongMonth(last.month) : '',
      timeZone,
      earned: formatMoney(total((m) => m.earnedCents)),
      sales: t('{{count}} sales', { count: total((m) => m.sales) }),
      refunded: formatMoney(-total((m) => m.refundedCents)),
      refunds: t('{{count}} refunds', { count: total((m) => m.refunds) }),
      net: formatMoney(total((m) => m.netCents)),
      bestMonth: formatLongMonth(best.month),
      bestNet: formatMoney(best.netCents),
    },
  );
  return (
    <div>
      <BarChart
        title={t('Revenue by month')}
        summary={summary}
        categories={months.map((month) => ({ key: month.month, short: formatShortMonth(month.month) }))}
        series={[
          {
            key: 'earned',
            label: t('Earned', { context: 'money' }),
            color: SERIES_COLOR,
            values: months.map((month) => month.earnedCents),
          },
          {
            key: 'refunded',
            label: t('Refunds'),
            color: REFUND_COLOR,
            values: months.map((month) => month.refundedCents),
          },
        ]}
        marker={{ label: t('Net'), color: NET_COLOR, values: months.map((month) => month.netCents) }}
        format={formatAxisMoney}
      />
      <FiguresTable
        caption={t('Your revenue per month ({{timeZone}})', { timeZone })}
        columns={[t('Month'), t('Sales'), t('Earned', { context: 'money' }), t('Refunds'), t('Refunded'), t('Net')]}
        wide
        rows={months.map((month) => ({
          key: month.month,
          cells: [
            formatLongMonth(month.month),
            month.sales,
            formatMoney(month.earnedCents),
            month.refunds,
            formatMoney(month.refundedCents),
            formatMoney(month.netCents),
          ],
        }))}
      />
    </div>
  );
}

const ROW_HEIGHT = 44;

/**
 * Revenue by product (issue 27 item 5): a horizontal bar per course, session and video sold, the
 * highest net first; the bar is what the sales earned her, its blue part the net and its red part
 * what was refunded. Every figure in a table ("Show the figures").
 */
export function RevenueByProductChart({ products }: { products: RevenueProduct[] }) {
  const { t } = useTranslation();
  const { ref, width } = useChartWidth(480);
  if (products.length === 0) return <Text size="sm">{t('Nothing sold yet.')}</Text>;
  const height = products.length * ROW_HEIGHT + 4;
  const top = Math.max(1, ...products.map((product) => product.earnedCents));
  const room = Math.max(1, width - 90);
  const length = (cents: number) => Math.max(0, (cents / top) * room);
  // About 7 px a character at 12 px: a long title is cut so the drawing keeps to the screen's width.
  const maxChars = Math.max(12, Math.floor(width / 7));
  const cut = (text: string) => (text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text);
  const best = products[0];
  const summary = best
    ? t(
        'Bar chart of your revenue from each of {{products}}, the highest net first: {{title}} ({{kind}}) earned {{net}} net.',
        {
          products: t('{{count}} products', { count: products.length }),
          title: best.title,
          kind: t(KIND_WORDS[best.kind]),
          net: formatMoney(best.netCents),
        },
      )
    : t('Bar chart of your revenue from each of {{products}}, the highest net first.', {
        products: t('{{count}} products', { count: products.length }),
      });
  return (
    <div>
      <ChartSvg label={t('Revenue by product')} width={width} height={height} measure={ref}>
        <desc>{summary}</desc>
        {products.map((product, index) => {
          const y = index * ROW_HEIGHT;
          const net = length(Math.max(0, product.netCents));
          const refunded = length(-product.refundedCents);
          return (
            <g key={`${product.kind}-${product.itemId}`} data-product={product.itemId}>
              <text x={0} y={y + 14} fontSize={12} fill="var(--mantine-color-text)">
                {cut(`${product.title} · ${t(KIND_LABELS[product.kind])}`)}
              </text>
              <rect data-series="net" x={0} y={y + 20} width={net} height={14} fill={SERIES_COLOR} rx={2} />
              {refunded > 0 && (
                <rect
                  data-series="refunded"
                  x={net}
                  y={y + 20}
                  width={refunded}
                  height={14}
                  fill={REFUND_COLOR}
                  rx={2}
                />
              )}
              <text x={net + refunded + 6} y={y + 32} fontSize={12} fill="var(--mantine-color-dimmed)">
                {formatMoney(product.netCents)}
              </text>
            </g>
          );
        })}
      </ChartSvg>
      <FiguresTable
        caption={t('Your revenue from each product')}
        columns={[
          t('Product'),
          t('Type'),
          t('Sales'),
          t('Earned', { context: 'money' }),
          t('Refunds'),
          t('Refunded'),
          t('Net'),
        ]}
        wide
        rows={products.map((product) => ({
          key: `${product.kind}-${product.itemId}`,
          cells: [
            product.title,
            t(KIND_LABELS[product.kind]),
            product.sales,
            formatMoney(product.earnedCents),
            product.refunds,
            formatMoney(product.refundedCents),
            formatMoney(product.netCents),
          ],
        }))}
      />
    </div>
  );
}

/**
 * The dashboard's Revenue section (issue 27 item 5): revenue by month and by product, what the
 * trainer's shares of sales earned less refunds (referral fees are in Total Earnings). Never sold
 * anything: one sentence.
 */
export function RevenueSection({ revenue }: { revenue: TrainerRevenue }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="revenue-title">
      <Title order={2} size="h4" id="revenue-title">
        {t('Revenue')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t(
          'Your shares of the sales of your courses, sessions and videos, with refunds apart. Months are in your time zone, {{timeZone}}.',
          { timeZone: revenue.timeZone },
        )}
      </Text>
      {revenue.products.length === 0 ? (
        <Text size="sm" mt="md">
          {t('No sales yet. Your revenue by month and by product appears here after your first sale.')}
        </Text>
      ) : (
        <Stack gap="lg" mt="md">
          <section aria-labelledby="revenue-month-title">
            <Title order={3} size="h5" id="revenue-month-title" mb="xs">
              {t('By month')}
            </Title>
            <RevenueByMonthChart months={revenue.months} timeZone={revenue.timeZone} />
          </section>
          <section aria-labelledby="revenue-product-title">
            <Title order={3} size="h5" id="revenue-product-title" mb="xs">
              {t('By product')}
            </Title>
            <RevenueByProductChart products={revenue.products} />
          </section>
        </Stack>
      )}
    </Card>
  );
}
