import { addDays, localDay } from '../../../shared/time/local-day';
import type { Database } from '../../db/client';
import { findAccountUserByEmail, getSettings } from '../account/service';
import { studyPlans } from './tables';

/** Days from the demo's today to Amara's exam date: six weeks, so her plan is in the weekly-exam phase. */
export const DEMO_EXAM_IN_DAYS = 42;

/**
 * The study plan's demo data (DEMO_DATA, issue 25 item 5): Amara Okafor, the registered student,
 * has set her exam date six weeks after her local today. Her study history is her demo attempts
 * (seedDemoExams: 13, 10, 6, 3, 2 and 1 days ago), so her heat map shows six study days and her
 * streak three; her cards come from the flashcards' demo data. Only while she has no plan row,
 * so a restart keeps what she changed. Returns whether it seeded.
 */
export async function seedDemoStudyPlan(db: Database, now: Date): Promise<boolean> {
  const amara = await findAccountUserByEmail(db, 'amara.okafor@nightingale.test');
  if (!amara) return false;
  const { timezone } = await getSettings(db, amara.id);
  const examDate = addDays(localDay(now, timezone), DEMO_EXAM_IN_DAYS);
  const inserted = await db
    .insert(studyPlans)
    .values({ userId: amara.id, examDate, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: studyPlans.userId });
  return inserted.length > 0;
}
