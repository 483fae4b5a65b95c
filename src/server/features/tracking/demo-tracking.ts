import { count } from 'drizzle-orm';
import type { StepKey } from '../../../shared/tracking/tracking';
import type { Database } from '../../db/client';
import { findAccountUserByEmail } from '../account/service';
import { calendarDate } from './record-steps';
import { findStepDefinition, type StepValues, writeApplicationStep } from './steps';
import { applicationSteps } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoStep {
  step: StepKey;
  /** Null for a step that follows the records. */
  status: StepValues['status'];
  /** The due date, in days after the seeding. */
  dueInDays: number;
  note: string | null;
}

const STEPS: readonly DemoStep[] = [
  {
    step: 'documents-submitted',
    status: null,
    dueInDays: 5,
    note: 'Please submit all documents by this date.',
  },
  {
    step: 'credentials-evaluation',
    status: 'in-progress',
    dueInDays: 12,
    note: 'Your CGFNS evaluation request is open. Send your transcripts from your school directly to CGFNS.',
  },
  { step: 'board-application', status: 'pending', dueInDays: 40, note: null },
];

/**
 * The application tracking demo data (DEMO_DATA): on Amara Okafor's timeline, set by Grace
 * Mensah (with audit entries), a due date 5 days ahead with a reminder on Documents submitted,
 * Credentials evaluation in progress due in 12 days with a note, and the Board of nursing
 * application pending, due in 40 days: the dashboard's upcoming deadlines. In one transaction;
 * only while no step has been set by anyone and both demo accounts exist. Returns whether it seeded.
 */
export async function seedDemoTracking(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(applicationSteps);
    if ((existing?.total ?? 0) > 0) return false;
    const amara = await findAccountUserByEmail(tx, 'amara.okafor@nightingale.test');
    const grace = await findAccountUserByEmail(tx, 'grace.mensah@nightingale.test');
    if (!amara || !grace) return false;
    const student = { id: amara.id, name: `${amara.firstName} ${amara.lastName}` };
    for (const demo of STEPS) {
      const dueOn = calendarDate(new Date(now.getTime() + demo.dueInDays * DAY_MS));
      await writeApplicationStep(
        tx,
        {
          student,
          step: findStepDefinition(demo.step),
          admin: grace,
          values: () => ({ status: demo.status, completedOn: null, dueOn, note: demo.note }),
        },
        now,
      );
    }
    return true;
  });
}
