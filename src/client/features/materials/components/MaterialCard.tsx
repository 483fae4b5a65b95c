import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../../../shared/materials/materials';
import { MaterialCardFrame } from './MaterialCardFrame';
import { MaterialFileLink } from './MaterialFileLink';

interface MaterialCardProps {
  material: Material;
  onViewDetails: (material: Material) => void;
  onEdit: (material: Material) => void;
}

/**
 * One of the trainer's materials in My Materials (spec §2): title, status badge, date submitted
 * (en-US short date and time), type, the admin's comments when there are some, 'View Details',
 * 'Edit' while it is pending, 'Edit and Resubmit' when it was rejected (issue 23; both follow the
 * API's `canEdit`), and 'View File' when it has a file.
 */
export function MaterialCard({ material, onViewDetails, onEdit }: MaterialCardProps) {
  const { t } = useTranslation();
  const titleId = `material-${material.id}-title`;
  return (
    <MaterialCardFrame material={material} titleId={titleId} commentsLabel={t('Admin comments:')}>
      <Group gap="sm" mt={4} wrap="wrap">
        <Button size="xs" variant="default" onClick={() => onViewDetails(material)} aria-describedby={titleId}>
          {t('View Details')}
        </Button>
        {material.canEdit && (
          <Button size="xs" variant="light" onClick={() => onEdit(material)} aria-describedby={titleId}>
            {material.status === 'rejected' ? t('Edit and Resubmit') : t('Edit')}
          </Button>
        )}
        <MaterialFileLink material={material} />
      </Group>
    </MaterialCardFrame>
  );
}
