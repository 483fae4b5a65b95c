import { Badge } from '@mantine/core';

/** A message's state as a badge: Unread (filled blue) or Read (outlined grey). */
export function InboxStatusBadge({ read }: { read: boolean }) {
  return read ? (
    <Badge color="gray" variant="outline" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      Read
    </Badge>
  ) : (
    <Badge color="blue" variant="filled" autoContrast style={{ flexShrink: 0, minWidth: 'max-content' }}>
      Unread
    </Badge>
  );
}
