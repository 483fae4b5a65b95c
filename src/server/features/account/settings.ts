import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/account/settings';
import type { AccountUser, MeUser } from '../../../shared/account/user';
import { type LanguageCode, languageOfSetting, settingOfLanguage } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { userSettings, users } from './tables';

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
 * Saves only the interface language (PUT /api/account/language, the language switcher; issue 29
 * item 1), keeping the other settings (the spec's defaults when none were saved). Returns the code.
 */
export async function updateLanguage(db: Database, userId: string, language: LanguageCode): Promise<LanguageCode> {
  const settings = { ...(await getSettings(db, userId)), language: settingOfLanguage(language) };
  await updateSettings(db, userId, settings);
  return language;
}

/**
 * Every student's settings (defaults when she never saved them), for the reminder scan (issue 25
 * item 6): accounts with the role student that are not deleted, in one query.
 */
export async function listStudentSettings(db: Database): Promise<Array<{ userId: string; settings: Settings }>> {
  const rows = await db
    .select({ userId: users.id, settings: userSettings })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.role, 'student'), isNull(users.deletedAt)));
  return rows.map((row) => {
    if (!row.settings) return { userId: row.userId, settings: { ...DEFAULT_SETTINGS } };
    const { userId: _user, createdAt: _created, updatedAt: _updated, ...settings } = row.settings;
    return { userId: row.userId, settings };
  });
}

/**
 * GET /api/account/me's user: `user` with her time zone setting (issue 25 item 7: the client shows
 * dates in it from the first paint) and her language's code (issue 29 item 1); null stays null (signed out).
 */
export async function meUser(db: Database, user: AccountUser | null): Promise<MeUser | null> {
  if (!user) return null;
  const settings = await getSettings(db, user.id);
  return { ...user, timezone: settings.timezone, language: languageOfSetting(settings.language) };
}

/** The interface language `userId` chose (spec §3 "Settings"), as a code: her emails are written in it (issue 29 item 4). */
export async function getLanguage(db: Database, userId: string): Promise<LanguageCode> {
  const [row] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return languageOfSetting(row?.language ?? DEFAULT_SETTINGS.language);
}

/** The IANA time zone `userId` chose (spec §3 "Settings"; the default America/New_York until saved): her dates and days are in it (issue 25 item 7). */
export async function getTimeZone(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: userSettings.timezone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.timezone ?? DEFAULT_SETTINGS.timezone;
}
