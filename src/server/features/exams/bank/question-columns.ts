import { sql } from 'drizzle-orm';
import type { QuestionContent } from '../../../../shared/items/registry';

/**
 * The `questions` columns taken from an item's content: its id and the columns forms filter on
 * (type, subject, topic, difficulty, client-needs category). Shared by the content sync
 * (bank-items.ts) and the item bank's activation (authored-units.ts).
 */
export function questionColumns(item: QuestionContent) {
  return {
    id: item.id,
    itemType: item.itemType,
    subject: item.subject,
    topic: item.topic,
    difficulty: item.difficulty,
    clientNeeds: item.clientNeeds,
  };
}

/**
 * What an upsert of a `questions` row replaces from the row offered (`excluded`): the content, the
 * columns beside it, its origin, source file and place in a group; it clears any retirement. The
 * id and creation stay; callers add `updatedAt` (and the item bank its `bank` and `ownerId`).
 */
export const QUESTION_UPSERT_SET = {
  itemType: sql`excluded.item_type`,
  subject: sql`excluded.subject`,
  topic: sql`excluded.topic`,
  difficulty: sql`excluded.difficulty`,
  clientNeeds: sql`excluded.client_needs`,
  content: sql`excluded.content`,
  origin: sql`excluded.origin`,
  sourceFile: sql`excluded.source_file`,
  groupId: sql`excluded.group_id`,
  groupPosition: sql`excluded.group_position`,
  retiredAt: null,
};
