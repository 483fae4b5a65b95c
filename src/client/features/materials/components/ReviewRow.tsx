import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MATERIAL_TYPE_LABELS, type Material } from '../../../../shared/materials/materials';
import { formatDateTime } from '../../../lib/format';
import { MaterialStatusBadge } from './MaterialStatusBadge';

/**
 * One material in the review list (spec §2 "Admin review"): title, trainer, type, date submitted,
 * status badge and the admin's comments. Only a pending one has 'Review' (spec §4 "Only pending
 * material can be reviewed"); the others have 'View Details'.
 */
export function ReviewRow({ material, onOpen }: { material: Material; onOpen: (material: Material) => void }) {
  const titleId = `review-${material.id}-title`;
  const pending = material.status === 'pending';
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {material.title}
          </Title>
          <MaterialStatusBadge status={material.status} />
        </Group>
        <Text size="sm">By {material.trainerName}</Text>
        <Text size="sm" c="dimmed">
          {MATERIAL_TYPE_LABELS[material.materialType]} · Submitted {formatDateTime(material.createdAt)}
        </Text>
        {material.adminComments && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              Comments:
            </Text>{' '}
            {material.adminComments}
          </Text>
        )}
        <Group gap="sm" mt={4}>
          <Button
            size="xs"
            variant={pending ? 'filled' : 'default'}
            onClick={() => onOpen(material)}
            aria-describedby={titleId}
          >
            {pending ? 'Review' : 'View Details'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
