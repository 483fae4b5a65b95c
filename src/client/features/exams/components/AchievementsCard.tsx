import { Badge, Card, Group, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Achievement } from '../../../../shared/exams/progress-schemas';
import { translateText } from '../../../i18n/i18n';

/** The achievements computed from the user's own attempts: earned ones marked, the rest with their progress. */
export function AchievementsCard({ achievements }: { achievements: Achievement[] }) {
  const { t } = useTranslation();
  const earned = achievements.filter((a) => a.earned).length;
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="achievements">
          {t('Achievements')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('{{earned}} of {{total}} earned', { earned, total: achievements.length })}
        </Text>
      </Group>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {achievements.map((achievement) => (
          <Card key={achievement.id} component="li" withBorder padding="sm" radius="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {t(achievement.title)}
              </Text>
              {achievement.earned ? (
                <Badge color="green" variant="filled">
                  {t('Earned')}
                </Badge>
              ) : (
                <Text size="xs" c="dimmed">
                  {achievement.progress}%
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed" mb={6}>
              {translateText(achievement.description)}
            </Text>
            <Progress
              value={achievement.progress}
              color={achievement.earned ? 'green' : 'blue'}
              size="sm"
              aria-label={`${t(achievement.title)}: ${achievement.progress}%`}
            />
          </Card>
        ))}
      </SimpleGrid>
    </Card>
  );
}
