import { Badge, Card, List, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLANS, type PlanId } from '../../../../shared/plans/plans';
import { formatMoney } from '../../../lib/format';

/**
 * The plan cards of the register page (spec §2, §9; issue 26 item 6, decision 021): the one offer
 * of src/shared/plans, each card with its price, period and what it gives. Choosing one selects it
 * (a radio group; each radio is named by its plan and price and described by what it gives); a
 * paid plan chosen here is paid on its checkout after sign-up.
 */
export function PlanCards({ selected, onSelect }: { selected: PlanId; onSelect: (id: PlanId) => void }) {
  const { t } = useTranslation();
  const radioName = (plan: (typeof PLANS)[number]) => ({
    plan: t(plan.name),
    price: plan.priceCents === 0 ? t('free') : formatMoney(plan.priceCents),
    period: t(plan.period),
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="radiogroup" aria-label={t('Plan')}>
      {PLANS.map((plan) => {
        const checked = plan.id === selected;
        return (
          <UnstyledButton
            key={plan.id}
            role="radio"
            aria-checked={checked}
            aria-label={
              plan.popular
                ? t('{{plan}}, {{price}} / {{period}}, most popular', radioName(plan))
                : t('{{plan}}, {{price}} / {{period}}', radioName(plan))
            }
            aria-describedby={`plan-${plan.id}-details`}
            onClick={() => onSelect(plan.id)}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Card
              withBorder
              padding="md"
              radius="md"
              h="100%"
              style={{
                borderColor: checked ? 'var(--mantine-primary-color-filled)' : undefined,
                background: checked ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Text fw={700}>
                {t(plan.name)}{' '}
                {plan.popular && (
                  <Badge size="sm" ml={4}>
                    {t('Most popular')}
                  </Badge>
                )}
                {checked && (
                  <Badge size="sm" ml={4} color="dark">
                    {t('Selected')}
                  </Badge>
                )}
              </Text>
              <Text fz="xl" fw={800}>
                {plan.priceCents === 0 ? '$0' : formatMoney(plan.priceCents)}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  / {t(plan.period)}
                </Text>
              </Text>
              <div id={`plan-${plan.id}-details`}>
                <Text size="sm" c="dimmed" mb={4}>
                  {t(plan.summary)}
                </Text>
                <List size="xs" spacing={2}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{t(feature)}</List.Item>
                  ))}
                </List>
              </div>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
