import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <MaterialStatusBadge status={material.status} />
        <Text size="sm">{t(MATERIAL_TYPE_LABELS[material.materialType])}</Text>
        <Text size="sm" c="dimmed">
          {showTrainer
            ? t('Submitted {{date}} by {{name}}', {
                date: formatDateTime(material.createdAt),
                name: material.trainerName,
              })
            : t('Submitted {{date}}', { date: formatDateTime(material.createdAt) })}
        </Text>
      </Group>
      <Part label={t('Description')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {material.description || (
            <Text span c="dimmed" size="sm">
              {t('No description.')}
            </Text>
          )}
        </Text>
      </Part>
      <Part label={t('Content')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {material.content || (
            <Text span c="dimmed" size="sm">
              {t('No content.')}
            </Text>
          )}
        </Text>
      </Part>
      <Part label={t('File')}>
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
            <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('No file.')}
          </Text>
        )}
      </Part>
      {material.adminComments && (
        <Part label={t('Admin comments')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {material.adminComments}
          </Text>
        </Part>
      )}
      {material.previousAdminComments && (
        <Part label={t('Comments on the rejected version')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {material.previousAdminComments}
          </Text>
        </Part>
      )}
    </Stack>
  );
}
