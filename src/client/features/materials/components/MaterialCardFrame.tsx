import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_TYPE_LABELS, type Material } from '../../../../shared/materials/materials';
import { formatDateTime } from '../../../lib/format';
import { MaterialStatusBadge } from './MaterialStatusBadge';

/**
 * A material as a card of a list (My Materials, the admins' review list): its title (the element
 * `titleId`, which the card's buttons point to) with the status badge, `byline` when given, the
 * type and date submitted (en-US short date and time), the admin's comments under
 * `commentsLabel` when there are some, the rejected version's comments when it was resubmitted
 * (issue 23), then `children` (the card's buttons).
 */
export function MaterialCardFrame({
  material,
  titleId,
  byline,
  commentsLabel,
  children,
}: {
  material: Material;
  titleId: string;
  byline?: ReactNode;
  commentsLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {material.title}
          </Title>
          <MaterialStatusBadge status={material.status} />
        </Group>
        {byline}
        <Text size="sm" c="dimmed">
          {t('{{type}} · Submitted {{date}}', {
            type: t(MATERIAL_TYPE_LABELS[material.materialType]),
            date: formatDateTime(material.createdAt),
          })}
        </Text>
        {material.adminComments && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {commentsLabel}
            </Text>{' '}
            {material.adminComments}
          </Text>
        )}
        {material.resubmittedAt && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {material.previousAdminComments
                ? t('Resubmitted {{date}} after a rejection. Comments on the rejected version:', {
                    date: formatDateTime(material.resubmittedAt),
                  })
                : t('Resubmitted {{date}} after a rejection.', { date: formatDateTime(material.resubmittedAt) })}
            </Text>{' '}
            {material.previousAdminComments}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
