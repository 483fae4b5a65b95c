import { and, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { ADAPTIVE_FORM_IDS } from '../../../shared/exams/forms';
import type { Database } from '../../db/client';
import { createDemoLearners, findAccountUserByEmail } from '../account/service';
import { demoCustomTestOf, takeDemoAssignment } from '../exams/service';
import { newJoinCode } from './join-code';
import { classAssignmentAttempts, classAssignments, classes, classInvitations, classMembers } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo class's name (README "Demo accounts"). */
export const DEMO_CLASS_NAME = 'NCLEX-RN Cohort — Spring 2027';

/** Demo learners of the class (they cannot sign in), beside the demo students Amara and Luis. */
export const DEMO_CLASS_LEARNERS = [
  ['Hannah', 'Brooks'],
  ['Mateo', 'Alvarez'],
  ['Nia', 'Campbell'],
  ['Sofia', 'Lindqvist'],
] as const;

/**
 * The classes demo (DEMO_DATA; issue 28 item 5): Priya Nair's class DEMO_CLASS_NAME with the demo
 * students Amara Okafor and Luis Fernandez and four demo learners, a pending invitation, and three
 * assignments: her custom test (closed a week ago: most submitted, one late, one never), the
 * Pharmacology quiz (open: two submitted, Amara's still to do, so her dashboard shows it) and the
 * Adaptive NCLEX-RN (opens next week). The attempts go through the exams service as a student's
 * answers would, so the results page shows real figures. Runs once: nothing when the class exists
 * or Priya does not.
 */
export async function seedDemoClass(db: Database, now: Date): Promise<void> {
  const priya = await findAccountUserByEmail(db, 'priya.nair@nightingale.test');
  if (!priya) return;
  const [existing] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.instructorId, priya.id), eq(classes.name, DEMO_CLASS_NAME)));
  if (existing) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const amara = await findAccountUserByEmail(db, 'amara.okafor@nightingale.test');
  const luis = await findAccountUserByEmail(db, 'luis.fernandez@nightingale.test');
  const [hannah, mateo, nia, sofia] = await demoLearners(db, ago(40));
  const students = [amara, luis, hannah, mateo, nia, sofia].filter((user): user is AccountUser => user !== null);

  const [created] = await db
    .insert(classes)
    .values({
      name: DEMO_CLASS_NAME,
      instructorId: priya.id,
      joinCode: newJoinCode(),
      createdAt: ago(30),
      updatedAt: ago(30),
    })
    .returning({ id: classes.id });
  if (!created) throw new Error('insert returned no row');
  const classId = created.id;
  await db
    .insert(classMembers)
    .values(students.map((student) => ({ classId, userId: student.id, createdAt: ago(28), updatedAt: ago(28) })));
  await db.insert(classInvitations).values({
    classId,
    email: 'zara.ahmed@learners.nightingale.test',
    invitedById: priya.id,
    createdAt: ago(2),
    updatedAt: ago(2),
  });

  const assignment = async (formId: string, title: string, opensAt: Date, dueAt: Date) => {
    const [row] = await db
      .insert(classAssignments)
      .values({ classId, formId, title, opensAt, dueAt, createdAt: ago(21), updatedAt: ago(21) })
      .returning({ id: classAssignments.id });
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, formId };
  };
  const take = async (
    target: { id: string; formId: string },
    student: AccountUser | undefined | null,
    startedAt: Date,
    rightShare: number,
  ) => {
    if (!student) return;
    const attemptId = await takeDemoAssignment(db, target.formId, student, startedAt, rightShare);
    await db
      .insert(classAssignmentAttempts)
      .values({ assignmentId: target.id, attemptId, userId: student.id, createdAt: startedAt, updatedAt: startedAt });
  };

  const review = await assignment(await demoCustomTestOf(db, priya), 'Week 1: one-pool review', ago(14), ago(7));
  await take(review, amara, ago(12), 0.8);
  await take(review, luis, ago(11), 0.6);
  await take(review, hannah, ago(10), 0.55);
  await take(review, mateo, ago(9), 0.9);
  // Nia submitted a day late; Sofia never started: both flagged in "Needs help first".
  await take(review, nia, ago(6), 0.4);
  const pharmacology = await assignment(
    'pharmacology',
    'Pharmacology quiz',
    ago(3),
    new Date(now.getTime() + 4 * DAY_MS),
  );
  await take(pharmacology, hannah, ago(2), 0.5);
  await take(pharmacology, mateo, ago(1), 0.85);
  await assignment(
    ADAPTIVE_FORM_IDS.rn,
    'Adaptive NCLEX-RN readiness check',
    new Date(now.getTime() + 7 * DAY_MS),
    new Date(now.getTime() + 14 * DAY_MS),
  );
}

/** DEMO_CLASS_LEARNERS, created once (found again when they exist). */
async function demoLearners(db: Database, at: Date): Promise<(AccountUser | null)[]> {
  const emailOf = ([first, last]: readonly [string, string]) =>
    `${first}.${last}@learners.nightingale.test`.toLowerCase();
  const found = await Promise.all(DEMO_CLASS_LEARNERS.map((name) => findAccountUserByEmail(db, emailOf(name))));
  const missing = DEMO_CLASS_LEARNERS.filter((_, index) => !found[index]);
  const created = missing.length > 0 ? await createDemoLearners(db, missing, at) : [];
  return DEMO_CLASS_LEARNERS.map(
    (name, index) => found[index] ?? created.find((user) => user.email === emailOf(name)) ?? null,
  );
}
