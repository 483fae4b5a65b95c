import type { Language } from '../account/settings';
import { msg } from './msg';

/**
 * The interface languages (issue 29; spec §3 "Settings" lists English, Spanish, French, German) by
 * their ISO 639-1 codes, English first: the spec's own words, and the language of every exam item.
 */
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The language everything falls back to, and the one exam items are always in (as on the NCLEX). */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Each code's name in the settings (spec §3) and its own name, shown by the language switcher. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, { setting: Language; native: string }>> = {
  en: { setting: 'English', native: 'English' },
  es: { setting: 'Spanish', native: 'Español' },
  fr: { setting: 'French', native: 'Français' },
  de: { setting: 'German', native: 'Deutsch' },
};

/**
 * The BCP 47 locale dates, numbers and money are formatted in, per language: en-US for English (the
 * spec's format, e.g. "3/2/26, 9:05 AM"), and the European variant for the others, since the
 * glossary's official terms are those of Spain, France and Germany (issue 29 item 3).
 */
export const FORMAT_LOCALES: Readonly<Record<LanguageCode, string>> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

/** Whether `value` is one of LANGUAGE_CODES. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The code of a settings language ("Spanish" -> "es"). */
export function languageOfSetting(setting: Language): LanguageCode {
  const found = LANGUAGE_CODES.find((code) => LANGUAGE_NAMES[code].setting === setting);
  return found ?? DEFAULT_LANGUAGE;
}

/** The settings name of a code ("es" -> "Spanish"). */
export function settingOfLanguage(code: LanguageCode): Language {
  return LANGUAGE_NAMES[code].setting;
}

/**
 * The first supported language of a preference list, such as an `Accept-Language` header
 * ("es-MX,es;q=0.9,en;q=0.8") or `navigator.languages` joined with commas, honouring q-values;
 * English when none is supported or the list is empty.
 */
export function preferredLanguage(preferences: string | readonly string[] | undefined): LanguageCode {
  const entries = (typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []))
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { code: tag.trim().slice(0, 2).toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return entries.map((entry) => entry.code).find(isLanguageCode) ?? DEFAULT_LANGUAGE;
}

/** What an unknown language code is refused with (issue 29 "Bad input"). */
export const UNKNOWN_LANGUAGE_MESSAGE = msg('Choose a language Nightingale offers: en, es, fr or de.');
