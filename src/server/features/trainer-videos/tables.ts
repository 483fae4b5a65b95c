import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VideoCategory, VideoStatus } from '../../../shared/trainer-videos/videos';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * Trainers' videos (spec §3 "Trainer video", §4: 'published' on upload). Views and purchases are
 * not stored here: they are the rows of `video_views` and the video's marketplace purchases (kind
 * `video`). Price in cents; 0 is free. A paid video waits for an admin's review before it is sold
 * (issue 23, decision 017): 'pending', then 'published' (approved) or 'rejected' with comments.
 */
export const trainerVideos = pgTable(
  'trainer_videos',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    trainerId: text()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    category: text().$type<VideoCategory>().notNull().default('nclex-rn'),
    videoUrl: text().notNull(),
    /**
     * The URL an admin last approved (or a published video's URL): what buyers watch while a new
     * URL waits for review (decision 017). Null: never published.
     */
    approvedUrl: text(),
    priceCents: integer().notNull().default(0),
    status: text().$type<VideoStatus>().notNull().default('published'),
    /** Rises by one on every edit, so a review applies only to the version the admin opened. */
    version: integer().notNull().default(1),
    adminComments: text(),
    reviewedById: text().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    /** When the trainer last edited a rejected video and sent it back for review; null: never. */
    resubmittedAt: timestamp({ withTimezone: true }),
    /** The admin's comments on the rejected version a resubmission answers. */
    previousAdminComments: text(),
    ...timestamps,
  },
  (table) => [
    index('trainer_videos_trainer_idx').on(table.trainerId, table.createdAt),
    index('trainer_videos_status_idx').on(table.status, table.createdAt),
    check('trainer_videos_price', sql`${table.priceCents} >= 0`),
  ],
);

/** A view of a video: one per viewer per video per day (UTC), counted when a viewer opens it. */
export const videoViews = pgTable(
  'video_views',
  {
    videoId: uuid()
      .notNull()
      .references(() => trainerVideos.id),
    userId: text()
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.userId, table.day] })],
);
