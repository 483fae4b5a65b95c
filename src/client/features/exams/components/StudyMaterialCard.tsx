import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import { paths } from '../../../../shared/paths';
import { DIFFICULTY_LABELS, type StudyMaterial } from '../training-content';

const typeLabels: Record<StudyMaterial['type'], string> = {
  pdf: msg('PDF guide'),
  video: msg('Video'),
  interactive: msg('Interactive'),
};

interface StudyMaterialCardProps {
  material: StudyMaterial;
  onStart: () => void;
  starting: boolean;
  /** Whether the user may take practice quizzes (registered). */
  available: boolean;
  compact?: boolean;
}

/**
 * One study material (spec §3: type pdf/video/interactive, subject, difficulty, duration). An
 * interactive one starts Tutor-mode practice of its subject; guides and videos come with courses.
 */
export function StudyMaterialCard({ material, onStart, starting, available, compact = false }: StudyMaterialCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={t(material.title)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{t(material.title)}</Text>
          <Badge variant="light" color={material.type === 'interactive' ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
            {t(typeLabels[material.type])}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(material.subject)} · {t(DIFFICULTY_LABELS[material.difficulty])} · {material.duration}
        </Text>
        {!compact && <Text size="sm">{t(material.description)}</Text>}
        {material.type === 'interactive' ? (
          available ? (
            <Button size="xs" variant="light" onClick={onStart} loading={starting} w="fit-content">
              {t('Practise in Tutor mode')}
            </Button>
          ) : (
            <Button size="xs" variant="light" component={Link} to={paths.register.path} w="fit-content">
              {t('Register to practise')}
            </Button>
          )
        ) : (
          <Text size="xs" c="dimmed">
            <Trans
              i18nKey={msg('Included with courses in the <1>Course Marketplace</1>.')}
              components={{ 1: <Text component={Link} to={paths.courses.path} size="xs" c="blue" td="underline" /> }}
            />
          </Text>
        )}
      </Stack>
    </Card>
  );
}
