import { Badge, Card, Table, Text, Title } from '@mantine/core';
import type { RecentSale } from '../../../../shared/marketplace/trainer-dashboard';
import { formatDateTime, formatMoney } from '../../../lib/format';

/**
 * Recent Sales (spec §2 "Trainer dashboard", §9: the 5 most recent completed sales): course title,
 * date (en-US short with hour and minute), the trainer's share and the referral code used, if any.
 * The table's scroll box is focusable, so a keyboard can scroll it on a narrow screen (it holds no link).
 */
export function RecentSales({ sales }: { sales: RecentSale[] }) {
  return (
    <section aria-labelledby="recent-sales-title">
      <Title order={2} size="h3" id="recent-sales-title" mb="sm">
        Recent Sales
      </Title>
      <Card withBorder padding={sales.length === 0 ? 'lg' : 0} radius="md">
        {sales.length === 0 ? (
          <Text>No sales yet</Text>
        ) : (
          <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label="Recent sales">
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Course</Table.Th>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Your share
                  </Table.Th>
                  <Table.Th scope="col">Referral code</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sales.map((sale) => (
                  <Table.Tr key={sale.purchaseId}>
                    <Table.Td>{sale.courseTitle}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(sale.purchasedAt)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(sale.trainerShareCents)}
                    </Table.Td>
                    <Table.Td>
                      {sale.referralCode ? (
                        <Badge variant="light" ff="monospace">
                          {sale.referralCode}
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          None
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </section>
  );
}
