import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { StudyMaterial } from '../training-content';

const typeLabels: Record<StudyMaterial['type'], string> = {
  pdf: 'PDF guide',
  video: 'Video',
  interactive: 'Interactive',
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
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={material.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{material.title}</Text>
          <Badge variant="light" color={material.type === 'interactive' ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
            {typeLabels[material.type]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {material.subject} · {material.difficulty} · {material.duration}
        </Text>
        {!compact && <Text size="sm">{material.description}</Text>}
        {material.type === 'interactive' ? (
          available ? (
            <Button size="xs" variant="light" onClick={onStart} loading={starting} w="fit-content">
              Practise in Tutor mode
            </Button>
          ) : (
            <Button size="xs" variant="light" component={Link} to={paths.register.path} w="fit-content">
              Register to practise
            </Button>
          )
        ) : (
          <Text size="xs" c="dimmed">
            Included with courses in the{' '}
            <Text component={Link} to={paths.courses.path} size="xs" c="blue" td="underline">
              Course Marketplace
            </Text>
            .
          </Text>
        )}
      </Stack>
    </Card>
  );
}
