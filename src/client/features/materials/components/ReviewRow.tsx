import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../../../shared/materials/materials';
import { MaterialCardFrame } from './MaterialCardFrame';

/**
 * One material in the review list (spec §2 "Admin review"): title, trainer, type, date submitted,
 * status badge and the admin's comments; a resubmission (issue 23) is badged 'Resubmission' with the
 * rejected version's comments. Only a pending one has 'Review' (spec §4 "Only pending material can
 * be reviewed"); the others have 'View Details'.
 */
export function ReviewRow({ material, onOpen }: { material: Material; onOpen: (material: Material) => void }) {
  const { t } = useTranslation();
  const titleId = `review-${material.id}-title`;
  const pending = material.status === 'pending';
  return (
    <MaterialCardFrame
      material={material}
      titleId={titleId}
      byline={
        <Group gap="xs">
          <Text size="sm">{t('By {{name}}', { name: material.trainerName })}</Text>
          {pending && material.resubmittedAt && (
            <Badge color="blue" variant="light">
              {t('Resubmission')}
            </Badge>
          )}
        </Group>
      }
      commentsLabel={t('Comments:')}
    >
      <Group gap="sm" mt={4}>
        <Button
          size="xs"
          variant={pending ? 'filled' : 'default'}
          onClick={() => onOpen(material)}
          aria-describedby={titleId}
        >
          {pending ? t('Review') : t('View Details')}
        </Button>
      </Group>
    </MaterialCardFrame>
  );
}
