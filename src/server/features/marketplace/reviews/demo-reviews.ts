import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { findAccountUserByEmail } from '../../account/service';
import { courseRatings, courses } from '../tables';
import { hideReview, replyToReview } from './reviews';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Texts of the demo buyers' reviews (issue 27 item 7), by course title, given to its ratings from
 * the most stars down (so a course's last text goes with its 4 stars). A rating beyond a course's
 * texts stays stars only. The Mental Health course's last text is an advertisement, which Grace hides.
 */
const DEMO_REVIEW_TEXTS: Record<string, string[]> = {
  'NCLEX Pharmacology Mastery': [
    'The high-alert drug lessons finally made insulin and heparin questions click. I passed on my first attempt.',
    'Clear, short videos and practice questions that feel like the real exam. The dosage drills were worth it alone.',
    'Maria explains the why behind each drug class, so I could reason through drugs I had never seen.',
    'Very good content. I would have liked more questions on antibiotics, but the rest was excellent.',
  ],
  'Med-Surg Priorities and Delegation': [
    'Delegation questions used to be guesses. Now I know what an LPN and an assistant may do.',
    'The priority frameworks (ABCs, Maslow, acute before chronic) are taught with real cases. Recommended.',
  ],
  'Mental Health Nursing Made Clear': [
    'Therapeutic communication was my weakest area; the examples of what not to say helped the most.',
    'Well organised, kind and practical. The psychotropic medication summary is now on my wall.',
    'Great for the safety and crisis questions. I felt ready on exam day.',
    'Short lessons I could do on my breaks at work.',
    'Great course! For cheaper NCLEX notes and answers message me on WhatsApp at +1 555 0100.',
  ],
  'Community Health and Infection Control': [
    'Isolation precautions finally make sense: the tables comparing contact, droplet and airborne are excellent.',
    'Good coverage of screening and vaccination schedules. A little dry, but complete.',
  ],
};

/** Maria's reply to the first review of her pharmacology course. */
const MARIA_REPLY =
  'Thank you, and congratulations on passing! The heparin and insulin drills are the part I am proudest of.';

/** Why Grace hid the advertisement. */
const HIDE_REASON = 'Advertising and contact details: a review is about what the course taught.';

/**
 * Gives the demo buyers' ratings their review texts (issue 27 item 7), written over the last three
 * weeks; Maria replies to one review of her course and Grace hides an advertisement with a reason
 * (recorded in the audit log). Runs after seedDemoMarketplace, once: not when a review already has
 * text, nor without the demo accounts.
 */
export async function seedDemoReviews(db: Database, now: Date): Promise<void> {
  const [already] = await db
    .select({ id: courseRatings.id })
    .from(courseRatings)
    .where(isNotNull(courseRatings.reviewText))
    .limit(1);
  if (already) return;
  const [maria, grace] = await Promise.all(
    ['maria.santos@nightingale.test', 'grace.mensah@nightingale.test'].map((email) =>
      findAccountUserByEmail(db, email),
    ),
  );
  if (!maria || !grace) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  let day = 21;
  let toReply: { courseId: string; reviewId: string } | null = null;
  let toHide: { courseId: string; reviewId: string } | null = null;
  for (const [title, texts] of Object.entries(DEMO_REVIEW_TEXTS)) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));
    if (!course) continue;
    const ratings = await db
      .select({ id: courseRatings.id })
      .from(courseRatings)
      .where(eq(courseRatings.courseId, course.id))
      .orderBy(desc(courseRatings.stars), asc(courseRatings.userId));
    for (const [index, rating] of ratings.entries()) {
      const text = texts[index];
      if (text === undefined) break;
      day -= 1;
      await db
        .update(courseRatings)
        .set({ reviewText: text, reviewedAt: ago(day), updatedAt: ago(day) })
        .where(eq(courseRatings.id, rating.id));
      if (!toReply && title === 'NCLEX Pharmacology Mastery') toReply = { courseId: course.id, reviewId: rating.id };
      if (text.includes('WhatsApp')) toHide = { courseId: course.id, reviewId: rating.id };
    }
  }
  if (toReply) await replyToReview(db, { ...toReply, replier: maria, text: MARIA_REPLY }, ago(2));
  if (toHide) await hideReview(db, { ...toHide, admin: grace, reason: HIDE_REASON }, ago(1));
}
