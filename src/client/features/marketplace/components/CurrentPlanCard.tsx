import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { findPlan, isPaidPlanId, type PaidPlanId, PLANS } from '../../../../shared/plans/plans';
import { PageError, PageLoader } from '../../../components/PageStatus';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useCurrentPlan } from '../api/get-current-plan';
import { checkoutPath, useOrderPlan } from '../api/order-plan';

/** A button's label wraps on a phone rather than pushing the page sideways. */
const wrapLabel = { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } };

/**
 * The Payment Portal's plan card (issue 26 item 6; decision 021): the reader's plan now, what it
 * gives and when it ends, with Renew (the same plan) and Upgrade (a higher plan), each starting
 * when the running plan ends so no paid day is lost; on Free, the paid plans to choose. Each button makes the order and goes to its
 * checkout. Opened as /payment?plan=<id> (a paid plan chosen at registration), it goes straight to
 * that plan's checkout. A refusal (a lower plan while a higher one runs) shows its sentence.
 */
export function CurrentPlanCard() {
  const { t } = useTranslation();
  const current = useCurrentPlan();
  const order = useOrderPlan();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('plan');
  const started = useRef(false);

  const buy = (planId: PaidPlanId) =>
    order.mutate(planId, { onSuccess: ({ order: created }) => navigate(checkoutPath(created.id)) });

  // The plan chosen at registration: its checkout, once (the parameter goes, so Back does not order again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the plan in the address.
  useEffect(() => {
    if (started.current || !chosen || !isPaidPlanId(chosen)) return;
    started.current = true;
    setParams({}, { replace: true });
    order.mutate(chosen, {
      onSuccess: ({ order: created }) => navigate(checkoutPath(created.id), { replace: true }),
    });
  }, [chosen]);

  if (current.isPending) return <PageLoader label={t('Loading your plan')} />;
  if (current.isError) return <PageError title={t('Your plan could not be loaded')} error={current.error} />;
  const plan = findPlan(current.data.plan.planId) ?? PLANS[0];
  if (!plan) return null;
  const endsAt = current.data.plan.endsAt;
  const higher = PLANS.filter((other) => other.rank > plan.rank);

  return (
    <section aria-labelledby="current-plan-title">
      <Title order={2} size="h3" id="current-plan-title" mb="xs">
        {t('Your Plan')}
      </Title>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Group gap="sm" align="center">
            <Text fz="xl" fw={800} data-testid="current-plan-name">
              {t(plan.name)}
            </Text>
            <Badge variant="light" color={plan.id === 'free' ? 'gray' : 'blue'}>
              {plan.id === 'free' ? t('Free plan') : t('Active', { context: 'plan' })}
            </Badge>
          </Group>
          <Text size="sm" data-testid="current-plan-ends">
            {endsAt
              ? t(
                  'Runs until {{date}}. A renewal or an upgrade starts then, so no paid day is lost; without one your account returns to Free and keeps everything you made.',
                  { date: formatDateTime(endsAt) },
                )
              : t('Free does not end: full access for registered students, up to 75 questions per test.')}
          </Text>
          <List size="sm" spacing={2}>
            {plan.features.map((feature) => (
              <List.Item key={feature}>{t(feature)}</List.Item>
            ))}
          </List>
          {order.isError && (
            <Alert color="red" title={t('The checkout did not open')} role="alert">
              {errorMessage(order.error)}
            </Alert>
          )}
          <Group gap="sm" align="stretch">
            {isPaidPlanId(plan.id) && (
              <Button
                onClick={() => buy(plan.id as PaidPlanId)}
                loading={order.isPending}
                h="auto"
                py={6}
                styles={wrapLabel}
              >
                {t('Renew {{plan}}: {{price}} for {{period}} more', {
                  plan: t(plan.name),
                  price: formatMoney(plan.priceCents),
                  period: t(plan.period),
                })}
              </Button>
            )}
            {higher.map((other) => (
              <Button
                key={other.id}
                variant={plan.id === 'free' && other.popular ? 'filled' : 'default'}
                onClick={() => buy(other.id as PaidPlanId)}
                loading={order.isPending}
                h="auto"
                py={6}
                styles={wrapLabel}
              >
                {plan.id === 'free'
                  ? t('Choose {{plan}}: {{price}} / {{period}}', {
                      plan: t(other.name),
                      price: formatMoney(other.priceCents),
                      period: t(other.period),
                    })
                  : t('Upgrade to {{plan}} after {{current}}: {{price}} / {{period}}', {
                      plan: t(other.name),
                      current: t(plan.name),
                      price: formatMoney(other.priceCents),
                      period: t(other.period),
                    })}
              </Button>
            ))}
          </Group>
        </Stack>
      </Card>
    </section>
  );
}
