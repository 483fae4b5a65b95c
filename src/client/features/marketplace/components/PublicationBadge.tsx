import { Badge } from '@mantine/core';

/** A course's state for its trainer: 'Published' (in the marketplace) or 'Draft' (spec §2 "Trainer dashboard"). */
export function PublicationBadge({ isPublished }: { isPublished: boolean }) {
  return (
    <Badge color={isPublished ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {isPublished ? 'Published' : 'Draft'}
    </Badge>
  );
}
