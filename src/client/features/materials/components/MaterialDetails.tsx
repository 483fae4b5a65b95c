import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { MATERIAL_TYPE_LABELS, type Material } from '../../../../shared/materials/materials';
import { formatFileSize } from '../../../lib/file-size';
import { formatDateTime } from '../../../lib/format';
import { MaterialFileLink } from './MaterialFileLink';
import { MaterialStatusBadge } from './MaterialStatusBadge';

/** One labelled part of the details; long text keeps its line breaks. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {label}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Everything about one material (the body of View Details and of an admin's Review): status, type,
 * trainer and date, description, content, the file (uploaded: name, size and View File; or the
 * file URL) and the admin's comments. Missing parts say so rather than vanish.
 */
export function MaterialDetails({ material, showTrainer = false }: { material: Material; showTrainer?: boolean }) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <MaterialStatusBadge status={material.status} />
        <Text size="sm">{MATERIAL_TYPE_LABELS[material.materialType]}</Text>
        <Text size="sm" c="dimmed">
          Submitted {formatDateTime(material.createdAt)}
          {showTrainer && ` by ${material.trainerName}`}
        </Text>
      </Group>
      <Part label="Description">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {material.description || (
            <Text span c="dimmed" size="sm">
              No description.
            </Text>
          )}
        </Text>
      </Part>
      <Part label="Content">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {material.content || (
            <Text span c="dimmed" size="sm">
              No content.
            </Text>
          )}
        </Text>
      </Part>
      <Part label="File">
        {material.file ? (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {material.file.name} ({formatFileSize(material.file.sizeBytes)})
            </Text>
            <MaterialFileLink material={material} />
          </Group>
        ) : material.fileUrl ? (
          <Anchor
            href={material.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {material.fileUrl}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            No file.
          </Text>
        )}
      </Part>
      {material.adminComments && (
        <Part label="Admin comments">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {material.adminComments}
          </Text>
        </Part>
      )}
      {material.previousAdminComments && (
        <Part label="Comments on the rejected version">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {material.previousAdminComments}
          </Text>
        </Part>
      )}
    </Stack>
  );
}
