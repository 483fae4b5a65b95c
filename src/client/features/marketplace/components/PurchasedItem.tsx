import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import type { Purchase } from '../../../../shared/marketplace/purchases';
import { coursePath } from '../../../../shared/paths';

/** How each kind of item is named after its title. */
const KIND_LABELS: Record<Purchase['itemKind'], string | null> = {
  course: null,
  session: msg('One-on-one session'),
  video: msg('Video'),
};

/**
 * What a purchase bought: a course's title links to its page; a session booking or a video is
 * its title with its kind beneath.
 */
export function PurchasedItem({ purchase, id }: { purchase: Purchase; id?: string }) {
  const { t } = useTranslation();
  const kind = KIND_LABELS[purchase.itemKind];
  if (!kind) {
    return (
      <Anchor component={Link} to={coursePath(purchase.itemId)} size="sm" fw={500} id={id}>
        {purchase.itemTitle}
      </Anchor>
    );
  }
  return (
    <>
      <Text size="sm" fw={500} id={id}>
        {purchase.itemTitle}
      </Text>
      <Text size="xs" c="dimmed">
        {t(kind)}
      </Text>
    </>
  );
}
