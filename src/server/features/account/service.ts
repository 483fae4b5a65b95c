import { and, desc, eq } from 'drizzle-orm';
import type { Dashboard } from '../../../shared/account/dashboard';
import type { Profile, ProfileUpdate } from '../../../shared/account/profile';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/account/settings';
import { isPassing, percentCorrect } from '../../../shared/exams/rules';
import { SUBJECTS } from '../../../shared/question-bank';
import type { Database } from '../../db/client';
import { examAttempts, userProfiles, userSettings, users } from '../../db/schema';
import { AppError } from '../../errors';

const RECENT_ATTEMPTS = 5;

const orNull = (value: string) => (value === '' ? null : value);

/** The profile of `userId` (spec §3 "Profile form"); missing optional fields are ''. Errors: 404. */
export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: userProfiles.phone,
      address: userProfiles.address,
      country: userProfiles.country,
      dateOfBirth: userProfiles.dateOfBirth,
      nursingLicense: userProfiles.nursingLicense,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('user_not_found', { status: 404, message: 'This account no longer exists.' });
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    address: row.address ?? '',
    country: (row.country ?? '') as Profile['country'],
    dateOfBirth: row.dateOfBirth ?? '',
    nursingLicense: row.nursingLicense ?? '',
  };
}

/** Saves the profile (names on the account, the rest in user_profiles; empty text as null) and returns it. */
export async function updateProfile(db: Database, userId: string, update: ProfileUpdate): Promise<Profile> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: update.firstName,
        lastName: update.lastName,
        name: `${update.firstName} ${update.lastName}`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const optional = {
      phone: orNull(update.phone),
      address: orNull(update.address),
      country: orNull(update.country),
      dateOfBirth: orNull(update.dateOfBirth),
      nursingLicense: orNull(update.nursingLicense),
    };
    await tx
      .insert(userProfiles)
      .values({ userId, ...optional })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...optional, updatedAt: new Date() } });
  });
  return getProfile(db, userId);
}

/** The settings of `userId`, or the spec's defaults when none were saved (spec §3 "Settings"). */
export async function getSettings(db: Database, userId: string): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return { ...DEFAULT_SETTINGS };
  const { userId: _user, createdAt: _created, updatedAt: _updated, ...settings } = row;
  return settings;
}

/** Saves every setting of `userId` and returns them. */
export async function updateSettings(db: Database, userId: string, settings: Settings): Promise<Settings> {
  await db
    .insert(userSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...settings, updatedAt: new Date() } });
  return getSettings(db, userId);
}

/**
 * The dashboard figures of `userId` (spec §2 "Dashboard"), from their submitted attempts: how many,
 * average and best percentage, the last date, percent correct per subject, and the latest five.
 */
export async function getDashboard(db: Database, userId: string): Promise<Dashboard> {
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'submitted')))
    .orderBy(desc(examAttempts.submittedAt));

  const percents = attempts.map((a) => percentCorrect(a.score ?? 0, a.items.length));
  const bySubject = new Map(SUBJECTS.map((subject) => [subject, { answered: 0, correct: 0 }]));
  for (const attempt of attempts) {
    attempt.items.forEach((item, i) => {
      const tally = bySubject.get(item.subject);
      const answer = attempt.answers[i] ?? -1;
      if (!tally || answer < 0) return;
      tally.answered += 1;
      if (answer === item.correctAnswer) tally.correct += 1;
    });
  }

  return {
    stats: {
      testsTaken: attempts.length,
      averagePercent: percents.length ? Math.round(percents.reduce((a, b) => a + b, 0) / percents.length) : null,
      bestPercent: percents.length ? Math.max(...percents) : null,
      lastTestAt: attempts[0]?.submittedAt?.toISOString() ?? null,
    },
    subjects: SUBJECTS.map((subject) => {
      const tally = bySubject.get(subject) ?? { answered: 0, correct: 0 };
      return { subject, ...tally, percent: tally.answered ? percentCorrect(tally.correct, tally.answered) : null };
    }),
    recentAttempts: attempts.slice(0, RECENT_ATTEMPTS).map((attempt, i) => ({
      id: attempt.id,
      submittedAt: (attempt.submittedAt ?? attempt.updatedAt).toISOString(),
      score: attempt.score ?? 0,
      total: attempt.items.length,
      percent: percents[i] ?? 0,
      passed: isPassing(percents[i] ?? 0),
    })),
  };
}
