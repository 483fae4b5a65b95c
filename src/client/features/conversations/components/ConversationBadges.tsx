import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const badgeStyle = { flexShrink: 0, minWidth: 'max-content' } as const;

/** A conversation's state for its student (spec §4 "Message read / unread"): Unread (filled blue) or Read (outlined grey). */
export function ReadBadge({ unread }: { unread: boolean }) {
  const { t } = useTranslation();
  return unread ? (
    <Badge color="blue" variant="filled" autoContrast style={badgeStyle}>
      {t('Unread')}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" style={badgeStyle}>
      {t('Read')}
    </Badge>
  );
}

/** A conversation's state for support: Closed (light grey), Waiting for reply (filled red) or Answered (outlined grey). */
export function WaitingBadge({ waiting, closed = false }: { waiting: boolean; closed?: boolean }) {
  const { t } = useTranslation();
  if (closed) return <ClosedBadge />;
  return waiting ? (
    <Badge color="red" variant="filled" autoContrast style={badgeStyle}>
      {t('Waiting for reply')}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" style={badgeStyle}>
      {t('Answered')}
    </Badge>
  );
}

/** A conversation support closed (issue 23). */
export function ClosedBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="gray" variant="light" style={badgeStyle}>
      {t('Closed')}
    </Badge>
  );
}

/** A conversation that came from the contact form (issue 23). */
export function ContactFormBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="grape" variant="light" style={badgeStyle}>
      {t('Contact form')}
    </Badge>
  );
}
