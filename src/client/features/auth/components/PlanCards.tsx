import { Badge, Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { REGISTRATION_PLANS } from '../plans';

/**
 * The plan cards of the register page (spec §2, §9). Choosing one marks it; every account starts
 * on Free and can upgrade from the Payment Portal.
 */
export function PlanCards({ selected, onSelect }: { selected: string; onSelect: (id: string) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="radiogroup" aria-label="Plan">
      {REGISTRATION_PLANS.map((plan) => {
        const checked = plan.id === selected;
        return (
          <UnstyledButton
            key={plan.id}
            role="radio"
            aria-checked={checked}
            onClick={() => onSelect(plan.id)}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Card
              withBorder
              padding="md"
              radius="md"
              style={{
                borderColor: checked ? 'var(--mantine-primary-color-filled)' : undefined,
                background: checked ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Text fw={700}>
                {plan.name}{' '}
                {plan.popular && (
                  <Badge size="sm" ml={4}>
                    Most popular
                  </Badge>
                )}
              </Text>
              <Text fz="xl" fw={800}>
                {plan.price}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  / {plan.period}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {plan.summary}
              </Text>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
