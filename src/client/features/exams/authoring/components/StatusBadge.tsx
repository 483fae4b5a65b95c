import { Badge } from '@mantine/core';
import { ITEM_STATUS_LABELS, type ItemStatus } from '../../../../../shared/item-bank/review-workflow';

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
  return (
    <Badge color={COLORS[status].color} variant={COLORS[status].variant} miw="max-content">
      {ITEM_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * The item's versions in words: "v1", or "v2 draft, v1 active" when the working version is not the
 * one live in the bank (`activeVersion`).
 */
export function versionText(summary: { version: number; status: ItemStatus; activeVersion: number | null }): string {
  if (summary.activeVersion === null || summary.activeVersion === summary.version) return `v${summary.version}`;
  return `v${summary.version} ${ITEM_STATUS_LABELS[summary.status].toLowerCase()}, v${summary.activeVersion} active`;
}

/** "Private" or "Shared": the bank an item is in. */
export const bankLabel = (bank: 'private' | 'shared') => (bank === 'shared' ? 'Shared' : 'Private');
