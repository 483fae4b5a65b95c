import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A course's state for its trainer: 'Published' (in the marketplace) or 'Draft' (spec §2 "Trainer dashboard"). */
export function PublicationBadge({ isPublished }: { isPublished: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={isPublished ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {isPublished ? t('Published') : t('Draft')}
    </Badge>
  );
}
