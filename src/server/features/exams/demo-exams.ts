import type { ItemResponse, QuestionContent } from '../../../shared/items/registry';
import { itemTypeModule } from '../../../shared/items/registry';
import type { Database } from '../../db/client';
import { findAccountUserByEmail } from '../account/service';
import { seedDemoAdaptiveAttempts } from './adaptive/demo-adaptive';
import { updateAttemptItem } from './attempts/answer';
import { startAttempt } from './attempts/start';
import { submitAttempt } from './attempts/submit';
import { getItems } from './bank/bank-items';
import { createCustomTest } from './forms';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A plausible answer: right for about seven items in ten, otherwise partly right where the type allows it, or wrong. */
function demoResponse(item: QuestionContent, index: number): ItemResponse {
  const { samples } = itemTypeModule(item.itemType);
  if (index % 10 < 7) return samples.right(item);
  return samples.partlyRight ? samples.partlyRight(item) : samples.wrong(item);
}

/**
 * The exam engine's demo data (DEMO_DATA, with the demo accounts): Amara Okafor, the registered
 * student, has taken four tests over the past two weeks (the Free Sample, Pharmacology in Tutor
 * mode, a case study in Tutor mode, Fundamentals in Timed mode), so her dashboard, history and
 * achievements show real figures and the review of an NGN case study with its chart; and two
 * adaptive NCLEX-RN tests (seedDemoAdaptiveAttempts), for her readiness and its trend;
 * Priya Nair, an instructor, has a saved custom test. Everything goes through the engine's own
 * functions, as a student's answers would.
 */
export async function seedDemoExams(db: Database, now: Date): Promise<void> {
  const student = await findAccountUserByEmail(db, 'amara.okafor@nightingale.test');
  const instructor = await findAccountUserByEmail(db, 'priya.nair@nightingale.test');
  if (student) {
    const plan = [
      { formId: 'free-sample', mode: 'timed', daysAgo: 13 },
      { formId: 'pharmacology', mode: 'tutor', daysAgo: 6 },
      { formId: 'case-studies', mode: 'tutor', daysAgo: 3 },
      { formId: 'fundamentals', mode: 'timed', daysAgo: 1 },
    ] as const;
    for (const { formId, mode, daysAgo } of plan) {
      const startedAt = new Date(now.getTime() - daysAgo * DAY_MS);
      const attempt = await startAttempt(db, formId, { mode }, student, startedAt);
      const items = await getItems(
        db,
        attempt.items.map((entry) => entry.item.id),
      );
      for (const [index, item] of items.entries()) {
        const at = new Date(startedAt.getTime() + (index + 1) * 50_000);
        await updateAttemptItem(
          db,
          { attemptId: attempt.id, itemId: item.id, body: { response: demoResponse(item, index), addSeconds: 50 } },
          at,
          student.id,
        );
      }
      await submitAttempt(db, attempt.id, new Date(startedAt.getTime() + (items.length + 1) * 50_000), student.id);
    }
    await seedDemoAdaptiveAttempts(db, student, now);
  }
  if (instructor) {
    await createCustomTest(db, instructor, {
      title: 'Cardiac and renal drill',
      subjects: ['Medical-Surgical Nursing', 'Pharmacology'],
      clientNeeds: ['Physiological Adaptation', 'Pharmacological and Parenteral Therapies'],
      itemTypes: [],
      questionCount: 20,
      timeLimitMinutes: 30,
    });
  }
}
