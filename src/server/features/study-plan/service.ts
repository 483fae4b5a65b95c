import type { Database } from '../../db/client';

/**
 * STUB (issue 25): the study plan's service function the reminders use. The study-plan helper
 * replaces the body; the signature is the contract.
 */

/** Where a student stands with her plan on her local day of `now`. */
export interface PlanStatus {
  /** Her exam date (YYYY-MM-DD), set by her or from the application timeline; null when none. */
  examDate: string | null;
  /** True when yesterday's or today's planned work (due cards, practice set) is not done by now. */
  behind: boolean;
  /** The local day of the next planned practice exam (adaptive or full), null when none is planned. */
  nextPracticeExamDay: string | null;
}

/** The plan status of `userId` in `timeZone` at `now`. */
export async function planStatus(_db: Database, _userId: string, _now: Date, _timeZone: string): Promise<PlanStatus> {
  return { examDate: null, behind: false, nextPracticeExamDay: null };
}
