import { Anchor, Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PLANS } from '../../../shared/plans/plans';
import { PageMeta } from '../../components/PageMeta';
import { formatMoney } from '../../lib/format';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { serviceTarget } from './service-target';

/**
 * /services (spec §2 "Services"; issue 26 item 6, decision 021): the one offer of plans, the same
 * as on Register and the Payment Portal: Free, Basic, Premium and Comprehensive with their prices
 * (spec §9), periods and what each gives. Free leads to the Free Sample (and a free account); a
 * paid plan to registration with it chosen, or, signed in, to its checkout.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.services} />
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>{t('Our Services')}</Title>
        <Text fz="lg" c="dimmed">
          {t('Practice exams and study packages for every stage of your NCLEX-RN preparation.')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {PLANS.map((plan) => {
          const target = serviceTarget(plan.id, user !== null);
          const titleId = `plan-${plan.id}`;
          return (
            <Card key={plan.id} withBorder padding="lg" radius="md" component="article" aria-labelledby={titleId}>
              <Group justify="space-between" mb="xs" align="flex-start">
                <Title order={2} size="h3" id={titleId}>
                  {t(plan.name)}
                </Title>
                {plan.popular && <Badge>{t('Most popular')}</Badge>}
              </Group>
              <Text fz={28} fw={800}>
                {plan.priceCents === 0 ? t('Free') : formatMoney(plan.priceCents)}
              </Text>
              <Text size="sm" c="dimmed" mb="sm">
                {plan.months ? t('{{period}} of access', { period: t(plan.period) }) : t('No end date')}
              </Text>
              <Text mb="sm">{t(plan.summary)}</Text>
              <List size="sm" spacing={4} mb="lg" style={{ flex: 1 }}>
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{t(feature)}</List.Item>
                ))}
              </List>
              <Button component={Link} to={target.to} fullWidth>
                {t(target.label)}
              </Button>
              {plan.id === 'free' && !user && (
                <Anchor component={Link} to={paths.register.path} size="sm" ta="center" mt="xs" underline="always">
                  {t('Or create a free account')}
                </Anchor>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
