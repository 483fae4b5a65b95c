import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MaterialStatus, MaterialType } from '../../../shared/materials/materials';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';
import { storedFiles } from '../files/tables';

/**
 * Trainers' training materials (spec §3 "training_material", §4): pending on submission, then
 * approved or rejected by an admin, who may leave comments. A material links to a file either by
 * URL (`fileUrl`) or as an upload in the file store (`fileId`), never both. A rejected material
 * may be edited and resubmitted (issue 23): it is pending again, at a new version.
 */
export const trainingMaterials = pgTable(
  'training_materials',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    trainerId: text()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    description: text(),
    content: text(),
    materialType: text().$type<MaterialType>().notNull().default('document'),
    fileUrl: text(),
    fileId: uuid().references(() => storedFiles.id),
    status: text().$type<MaterialStatus>().notNull().default('pending'),
    /** Rises by one on every edit, so a review applies only to the version the admin opened. */
    version: integer().notNull().default(1),
    approvedAt: timestamp({ withTimezone: true }),
    adminComments: text(),
    reviewedById: text().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    /** When the trainer last edited a rejected material and sent it back for review (issue 23); null: never. */
    resubmittedAt: timestamp({ withTimezone: true }),
    /** The admin's comments on the rejected version a resubmission answers, kept for the trainer and the admin. */
    previousAdminComments: text(),
    ...timestamps,
  },
  (table) => [
    index('training_materials_trainer_idx').on(table.trainerId, table.createdAt),
    index('training_materials_status_idx').on(table.status, table.createdAt),
  ],
);
