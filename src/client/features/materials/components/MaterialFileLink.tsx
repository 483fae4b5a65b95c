import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../../../shared/materials/materials';

/** Where a material's file is read: its uploaded file's download address, else its file URL, else null. */
function materialFileHref(material: Pick<Material, 'fileHref' | 'fileUrl'>): string | null {
  return material.fileHref ?? (material.fileUrl || null);
}

/**
 * The 'View File' link of a material (spec §2 "View File link"): the uploaded file or the file
 * URL, opened in a new tab without giving it a handle on this one. Nothing when it has neither.
 */
export function MaterialFileLink({ material }: { material: Material }) {
  const { t } = useTranslation();
  const href = materialFileHref(material);
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" fw={500}>
      {t('View File')}
      <VisuallyHidden> {t('of “{{title}}” (opens in a new tab)', { title: material.title })}</VisuallyHidden>
    </Anchor>
  );
}
