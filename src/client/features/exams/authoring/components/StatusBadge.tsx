import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_STATUS_LABELS, type ItemStatus } from '../../../../../shared/item-bank/review-workflow';
import { currentLanguage } from '../../../../i18n/i18n';

/** Colours that pass axe's contrast with Mantine's light badges (no teal). */
const COLORS: Record<ItemStatus, { color: string; variant: 'light' | 'filled' | 'outline' }> = {
  draft: { color: 'gray', variant: 'light' },
  in_review: { color: 'blue', variant: 'light' },
  approved: { color: 'green', variant: 'light' },
  active: { color: 'green', variant: 'filled' },
  retired: { color: 'gray', variant: 'outline' },
};

/** An item's review status as a badge with its label ("In review"), not colour alone. */
export function StatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status].color} variant={COLORS[status].variant} miw="max-content">
      {t(ITEM_STATUS_LABELS[status])}
    </Badge>
  );
}

/**
 * The item's versions in words: "v1", or "v2 draft, v1 active" when the working version is not the
 * one live in the bank (`activeVersion`).
 */
export function versionText(
  summary: { version: number; status: ItemStatus; activeVersion: number | null },
  t: TFunction,
): string {
  if (summary.activeVersion === null || summary.activeVersion === summary.version) return `v${summary.version}`;
  const status = t(ITEM_STATUS_LABELS[summary.status]);
  return t('v{{version}} {{status}}, v{{activeVersion}} active', {
    version: summary.version,
    // Status names are nouns in German, written with a capital; the other languages lower-case them here.
    status: currentLanguage() === 'de' ? status : status.toLowerCase(),
    activeVersion: summary.activeVersion,
  });
}

/** "Private" or "Shared": the bank an item is in. */
export const bankLabel = (bank: 'private' | 'shared') => (bank === 'shared' ? msg('Shared') : msg('Private'));
