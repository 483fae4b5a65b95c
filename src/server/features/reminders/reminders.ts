import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../../../shared/account/settings';
import { FORMAT_LOCALES, type LanguageCode, languageOfSetting } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/paths';
import {
  BAD_UNSUBSCRIBE_TOKEN,
  UNSUBSCRIBED_SENTENCES,
  type UnsubscribeResponse,
} from '../../../shared/reminders/reminders';
import { addDays, localDay, localHour } from '../../../shared/time/local-day';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { translator } from '../../lib/i18n';
import type { Mail, Mailer } from '../../lib/mailer';
import { findUserContacts, getSettings, listStudentSettings, updateSettings } from '../account/service';
import { countCardsForToday } from '../flashcards/service';
import { planStatus } from '../study-plan/service';
import { withUnsubscribe } from './notify';
import { type PushPayload, type PushSender, pushToUser } from './push';
import { unsubscribeKey, verifyUnsubscribeToken } from './secrets';
import {
  MORNING_HOURS,
  type ReminderCandidate,
  type ReminderKind,
  type ReminderSettings,
  reminderChannels,
  remindersInWindow,
  selectReminders,
} from './selection';
import { pushSubscriptions, reminderDeliveries } from './tables';

/** The flashcards review page a study reminder links to (the flashcards feature's page, issue 25 item 4). */
export const REVIEW_PATH = paths.flashcards.path;

/** What the reminder jobs need: the database, where mail and push go, the address links start with. */
export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  /** Web Push sender, null when push is off on this server. */
  push: PushSender | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Every student who could get a reminder: role student, not deleted, with an email, with her
 * settings (defaults when she never saved them) and whether a browser is subscribed to push.
 * The subscribed users are read as one list of user ids (no parameter list of every student:
 * PostgreSQL allows at most 65,535 bind parameters; fix round of issue 25).
 */
async function listReminderCandidates(db: Database): Promise<Array<Omit<ReminderCandidate, 'study'>>> {
  const students = await listStudentSettings(db);
  const subscribed = new Set(
    students.length === 0
      ? []
      : (await db.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions)).map(
          (row) => row.userId,
        ),
  );
  return students.map(({ userId, settings }) => ({
    userId,
    settings: {
      emailNotifications: settings.emailNotifications,
      pushNotifications: settings.pushNotifications,
      studyReminders: settings.studyReminders,
      practiceTestAlerts: settings.practiceTestAlerts,
      timezone: settings.timezone,
    } satisfies ReminderSettings,
    hasPushSubscription: subscribed.has(userId),
  }));
}

/**
 * The deliveries already recorded for any local day `now` can be somewhere on Earth (the UTC day
 * and the days either side), in one query, as "userId kind localDay" keys.
 */
async function recentDeliveries(db: Database, now: Date): Promise<Set<string>> {
  const utcDay = now.toISOString().slice(0, 10);
  const rows = await db
    .select({ userId: reminderDeliveries.userId, kind: reminderDeliveries.kind, localDay: reminderDeliveries.localDay })
    .from(reminderDeliveries)
    .where(inArray(reminderDeliveries.localDay, [addDays(utcDay, -1), utcDay, addDays(utcDay, 1)]));
  return new Set(rows.map((row) => deliveryKey(row.userId, row.kind, row.localDay)));
}

const deliveryKey = (userId: string, kind: ReminderKind, day: string) => `${userId} ${kind} ${day}`;

/** One send job's data: whom, which reminder, for which of her local days. */
export interface ReminderJob {
  userId: string;
  kind: ReminderKind;
  localDay: string;
}

/**
 * The scan (issue 25 item 6; the `reminders-scan` job, every 15 minutes): the reminders due at
 * `now` (selectReminders: each student's morning in her time zone, her settings, cards due or plan
 * behind) that were not sent yet. Reads the cards and the plan only of students in a window.
 * One student's failure (a stored time zone the runtime does not know, a failing query) is logged
 * with her user id and skipped: the others still get theirs (fix round of issue 25).
 */
export async function scanReminders(db: Database, now: Date, log?: FastifyBaseLogger): Promise<ReminderJob[]> {
  const candidates: ReminderCandidate[] = [];
  const delivered = await recentDeliveries(db, now);
  for (const candidate of await listReminderCandidates(db)) {
    try {
      const windows = remindersInWindow(candidate.settings, candidate.hasPushSubscription, now);
      const pending = windows.filter(
        (window) => !delivered.has(deliveryKey(candidate.userId, window.kind, window.localDay)),
      );
      if (pending.length === 0) continue;
      const study = pending.some((window) => window.kind === 'study')
        ? await studyState(db, candidate.userId, now, candidate.settings.timezone)
        : null;
      const selected = selectReminders([{ ...candidate, study }], now).filter((reminder) =>
        pending.some((window) => window.kind === reminder.kind && window.localDay === reminder.localDay),
      );
      if (selected.length > 0) candidates.push({ ...candidate, study });
    } catch (error) {
      log?.error({ err: error, userId: candidate.userId }, 'reminder scan skipped a student');
    }
  }
  return selectReminders(candidates, now)
    .filter(({ userId, kind, localDay: day }) => !delivered.has(deliveryKey(userId, kind, day)))
    .map(({ userId, kind, localDay: day }) => ({ userId, kind, localDay: day }));
}

/** Her cards due today and whether her plan is behind (the flashcards and study-plan features' contracts). */
async function studyState(db: Database, userId: string, now: Date, timeZone: string) {
  const [cards, plan] = await Promise.all([
    countCardsForToday(db, userId, now, timeZone),
    planStatus(db, userId, now, timeZone),
  ]);
  return { due: cards.due, newAvailable: cards.newAvailable, behind: plan.behind, plan };
}

/** A plan's day (YYYY-MM-DD, already the student's local day) as "Monday, March 23" in English, in `language`'s words (issue 29). */
function planDayFormat(language: LanguageCode): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The email and push of one reminder. */
function reminderMessage(
  kind: ReminderKind,
  facts: { firstName: string; due: number; newAvailable: number; behind: boolean; nextPracticeExamDay: string | null },
  publicUrl: string,
  language: LanguageCode,
): { subject: string; text: string; push: PushPayload } {
  // In her interface language (issue 29 item 4): one whole sentence per key.
  const t = translator(language);
  const hello = t('Hello {{firstName}},', { firstName: facts.firstName });
  if (kind === 'study') {
    const link = `${publicUrl}${REVIEW_PATH}`;
    const count = facts.due;
    const lines = [
      hello,
      '',
      count > 0
        ? t('{{count}} flashcards are due for review today.', { count })
        : t('You have no flashcards due today.'),
      ...(facts.newAvailable > 0 ? [t('{{count}} new cards are ready to start.', { count: facts.newAvailable })] : []),
      ...(facts.behind ? [t('Your study plan is behind: a short session today puts you back on track.')] : []),
      '',
      t('Start your review: {{link}}', { link }),
    ];
    return {
      subject:
        count > 0
          ? t('Nightingale: {{count}} flashcards are due today', { count })
          : t('Nightingale: your study plan is behind'),
      text: lines.join('\n'),
      push: {
        title: t('Time to review'),
        body:
          count > 0
            ? t('{{count}} flashcards are due today. Start your review.', { count })
            : t('Your study plan is behind. Start your review.'),
        url: REVIEW_PATH,
      },
    };
  }
  // The plan's practice exam is the adaptive test (or the full exam, both in the Training Center's cards); the link opens the adaptive one.
  const target = paths.adaptiveExam.path;
  const link = `${publicUrl}${target}`;
  const when = facts.nextPracticeExamDay
    ? t(
        'Your next practice exam is planned for {{day}}: an adaptive test shows where you stand, 85 to 150 items, like the NCLEX.',
        { day: planDayFormat(language).format(new Date(`${facts.nextPracticeExamDay}T00:00:00Z`)) },
      )
    : t('An adaptive practice test shows where you stand: 85 to 150 items, like the NCLEX.');
  return {
    subject: t('Nightingale: this week’s practice exam'),
    text: [hello, '', when, '', t('Take it here: {{link}}', { link })].join('\n'),
    push: { title: t('This week’s practice exam'), body: when, url: target },
  };
}

/**
 * Whether `job` may still go at `now`: its local day is still her local today and it is still her
 * morning window (MORNING_HOURS). A backlog after an outage, or a job whose time zone changed, must
 * not send a "morning" reminder at night or days late (fix round of issue 25). An unknown zone: no.
 */
function stillInMorning(job: ReminderJob, timeZone: string, now: Date): boolean {
  try {
    const hour = localHour(now, timeZone);
    return localDay(now, timeZone) === job.localDay && hour >= MORNING_HOURS.from && hour < MORNING_HOURS.to;
  } catch {
    return false;
  }
}

/** What one delivery did. */
export interface DeliveryOutcome {
  /** False when another instance, scan or try had already recorded it (nothing sent). */
  recorded: boolean;
  email: boolean;
  push: number;
}

/**
 * Sends one reminder (the `reminders-send` job): re-reads her settings (she may have turned it off
 * since the scan), records the delivery (user, kind, local day) FIRST, and only when this insert
 * made the row sends the email (with a one-click unsubscribe) and the push messages. At most once:
 * a second instance or a retry finds the row and sends nothing; a crash after the insert loses
 * that day's reminder rather than sending it twice. Throws when the mailer does (the job fails;
 * its retry sends nothing more).
 */
export async function deliverReminder(deps: ReminderDeps, job: ReminderJob, now: Date): Promise<DeliveryOutcome> {
  const none = { recorded: false, email: false, push: 0 };
  const user = (await findUserContacts(deps.db, [job.userId])).get(job.userId);
  if (!user || user.deleted || !user.email) return none;
  const settings: Settings = await getSettings(deps.db, job.userId);
  if (job.kind === 'study' ? !settings.studyReminders : !settings.practiceTestAlerts) return none;
  if (!stillInMorning(job, settings.timezone, now)) return none;
  const subscriptions = await deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, job.userId))
    .limit(1);
  const channels = reminderChannels(settings, subscriptions.length > 0 && deps.push !== null);
  if (!channels.email && !channels.push) return none;
  const state = await studyState(deps.db, job.userId, now, settings.timezone);
  if (job.kind === 'study' && state.due <= 0 && !state.behind) return none;

  const inserted = await deps.db
    .insert(reminderDeliveries)
    .values({ userId: job.userId, kind: job.kind, localDay: job.localDay })
    .onConflictDoNothing()
    .returning({ id: reminderDeliveries.id });
  if (inserted.length === 0) return none;

  const message = reminderMessage(
    job.kind,
    { firstName: user.firstName, ...state, nextPracticeExamDay: state.plan.nextPracticeExamDay },
    deps.publicUrl,
    languageOfSetting(settings.language),
  );
  let pushed = 0;
  if (channels.push && deps.push) {
    const result = await pushToUser(deps.db, deps.push, job.userId, message.push);
    pushed = result.sent;
    if (result.failed > 0) deps.log.warn({ userId: job.userId, failed: result.failed }, 'some push messages failed');
  }
  if (channels.email) {
    const mail: Mail = { to: user.email, subject: message.subject, text: message.text };
    const setting = job.kind === 'study' ? 'studyReminders' : 'practiceTestAlerts';
    await deps.mailer.send(await withUnsubscribe(deps.db, deps.publicUrl, job.userId, setting, mail));
  }
  return { recorded: true, email: channels.email, push: pushed };
}

/**
 * POST /api/unsubscribe (issue 25 item 6): turns off the ONE setting the signed token names, for
 * the user it names, without signing in, and answers which and the sentence that says so. Safe to
 * repeat. Errors: 400 bad_unsubscribe_token when the token is malformed, tampered with, or names an
 * account that no longer exists (nothing changes).
 */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeResponse> {
  const claim = verifyUnsubscribeToken(await unsubscribeKey(db), token);
  const bad = () => new AppError('bad_unsubscribe_token', { status: 400, message: BAD_UNSUBSCRIBE_TOKEN });
  if (!claim) throw bad();
  const user = (await findUserContacts(db, [claim.userId])).get(claim.userId);
  if (!user || user.deleted) throw bad();
  const settings = await getSettings(db, claim.userId);
  if (settings[claim.setting]) await updateSettings(db, claim.userId, { ...settings, [claim.setting]: false });
  return { setting: claim.setting, message: UNSUBSCRIBED_SENTENCES[claim.setting] };
}
