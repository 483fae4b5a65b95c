import type { Material } from '../../../../shared/materials/materials';
import { DialogFrame } from '../../../components/DialogFrame';
import { useLastShown } from '../../../lib/use-last-shown';
import { MaterialDetails } from './MaterialDetails';

/**
 * The 'View Details' dialog of My Materials (spec §2): the material's description, content, file
 * and admin comments, open while `material` is not null.
 */
export function MaterialDetailsDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const current = useLastShown(material);
  return (
    <DialogFrame opened={material !== null} onClose={onClose} size="lg" title={current?.title}>
      {current && <MaterialDetails material={current} />}
    </DialogFrame>
  );
}
