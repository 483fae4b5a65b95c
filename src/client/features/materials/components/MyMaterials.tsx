import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIALS_EMPTY, type Material } from '../../../../shared/materials/materials';
import { LoadError } from '../../../components/LoadError';
import { useMyMaterials } from '../api/get-my-materials';
import { EditMaterialDialog } from './EditMaterialDialog';
import { MaterialCard } from './MaterialCard';
import { MaterialDetailsDialog } from './MaterialDetailsDialog';
import { MaterialListSkeleton } from './MaterialListSkeleton';
import { isUnanswered, LOAD_FAILED, LOAD_UNEXPECTED } from './material-errors';

/**
 * The My Materials tab (spec §2 "Trainer content", §8): the trainer's own materials, newest first
 * (as the API orders them), each a card with its status, comments and actions; the View Details
 * and Edit dialogs. Loading shows a skeleton; none says 'No training materials submitted yet.'; a
 * load failure gives the toast titled 'Error' ('Failed to load training materials.' when the server
 * refused or failed, 'An unexpected error occurred while loading materials.' when it could not be
 * reached) and a Try Again button.
 */
export function MyMaterials() {
  const { t } = useTranslation();
  const materials = useMyMaterials();
  const [viewing, setViewing] = useState<Material | null>(null);
  const [editing, setEditing] = useState<Material | null>(null);
  const { error, errorUpdatedAt } = materials;

  // One toast per failed load (a retry that fails again toasts again); reopening the tab does not repeat it.
  useEffect(() => {
    if (!error || !errorUpdatedAt) return;
    notifications.show({
      id: `my-materials-load-${errorUpdatedAt}`,
      title: t('Error'),
      message: isUnanswered(error) ? t(LOAD_UNEXPECTED) : t(LOAD_FAILED),
      color: 'red',
    });
  }, [error, errorUpdatedAt, t]);

  if (materials.isPending) return <MaterialListSkeleton label={t('Loading your materials')} />;

  if (materials.isError) {
    return <LoadError title={t('Your materials could not be loaded')} query={materials} />;
  }

  const list = materials.data.materials;
  return (
    <>
      {list.length === 0 ? (
        <Stack gap="xs" role="status">
          <Text fw={600}>{t(MATERIALS_EMPTY)}</Text>
          <Text size="sm" c="dimmed">
            {t('Submit a material from the Submit Material tab; it appears here with its review status.')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          {list.map((material) => (
            <MaterialCard key={material.id} material={material} onViewDetails={setViewing} onEdit={setEditing} />
          ))}
        </Stack>
      )}
      <MaterialDetailsDialog material={viewing} onClose={() => setViewing(null)} />
      <EditMaterialDialog material={editing} onClose={() => setEditing(null)} />
    </>
  );
}
