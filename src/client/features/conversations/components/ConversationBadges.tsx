import { Badge } from '@mantine/core';

const badgeStyle = { flexShrink: 0, minWidth: 'max-content' } as const;

/** A conversation's state for its student (spec §4 "Message read / unread"): Unread (filled blue) or Read (outlined grey). */
export function ReadBadge({ unread }: { unread: boolean }) {
  return unread ? (
    <Badge color="blue" variant="filled" autoContrast style={badgeStyle}>
      Unread
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" style={badgeStyle}>
      Read
    </Badge>
  );
}

/** A conversation's state for support: Closed (light grey), Waiting for reply (filled red) or Answered (outlined grey). */
export function WaitingBadge({ waiting, closed = false }: { waiting: boolean; closed?: boolean }) {
  if (closed) return <ClosedBadge />;
  return waiting ? (
    <Badge color="red" variant="filled" autoContrast style={badgeStyle}>
      Waiting for reply
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" style={badgeStyle}>
      Answered
    </Badge>
  );
}

/** A conversation support closed (issue 23). */
export function ClosedBadge() {
  return (
    <Badge color="gray" variant="light" style={badgeStyle}>
      Closed
    </Badge>
  );
}

/** A conversation that came from the contact form (issue 23). */
export function ContactFormBadge() {
  return (
    <Badge color="grape" variant="light" style={badgeStyle}>
      Contact form
    </Badge>
  );
}
