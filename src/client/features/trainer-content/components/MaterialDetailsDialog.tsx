import { Modal } from '@mantine/core';
import { useRef } from 'react';
import type { Material } from '../../../../shared/trainer-tools/materials';
import { MaterialDetails } from './MaterialDetails';

/**
 * The 'View Details' dialog of My Materials (spec §2): the material's description, content, file
 * and admin comments, open while `material` is not null.
 */
export function MaterialDetailsDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  // The last material shown, so the dialog keeps its content while it fades out.
  const shown = useRef<Material | null>(null);
  if (material) shown.current = material;
  const current = material ?? shown.current;
  return (
    <Modal.Root opened={material !== null} onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's dialog header is a <header>, which axe counts as a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={600}>{current?.title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{current && <MaterialDetails material={current} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
