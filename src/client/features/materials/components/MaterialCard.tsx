import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MATERIAL_TYPE_LABELS, type Material } from '../../../../shared/materials/materials';
import { formatDateTime } from '../../../lib/format';
import { MaterialFileLink } from './MaterialFileLink';
import { MaterialStatusBadge } from './MaterialStatusBadge';

interface MaterialCardProps {
  material: Material;
  onViewDetails: (material: Material) => void;
  onEdit: (material: Material) => void;
}

/**
 * One of the trainer's materials in My Materials (spec §2): title, status badge, date submitted
 * (en-US short date and time), type, the admin's comments when there are some, 'View Details',
 * 'Edit' only while it is pending (the API's `canEdit`), and 'View File' when it has a file.
 */
export function MaterialCard({ material, onViewDetails, onEdit }: MaterialCardProps) {
  const titleId = `material-${material.id}-title`;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {material.title}
          </Title>
          <MaterialStatusBadge status={material.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {MATERIAL_TYPE_LABELS[material.materialType]} · Submitted {formatDateTime(material.createdAt)}
        </Text>
        {material.adminComments && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              Admin comments:
            </Text>{' '}
            {material.adminComments}
          </Text>
        )}
        <Group gap="sm" mt={4} wrap="wrap">
          <Button size="xs" variant="default" onClick={() => onViewDetails(material)} aria-describedby={titleId}>
            View Details
          </Button>
          {material.canEdit && (
            <Button size="xs" variant="light" onClick={() => onEdit(material)} aria-describedby={titleId}>
              Edit
            </Button>
          )}
          <MaterialFileLink material={material} />
        </Group>
      </Stack>
    </Card>
  );
}
