import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
  preferredLanguage,
} from '../../shared/i18n/languages';
import { buildMessageCatalog, type MessageCatalog, translateMessage } from '../../shared/i18n/translate-message';

/**
 * The interface's languages in the browser (issue 29 item 1; decision 025): i18next with
 * react-i18next. Keys are the English text (the spec's words), so English needs no catalog beyond
 * its plural forms, bundled here; Spanish, French and German are each loaded only when chosen
 * (`import.meta.glob` makes every area file of `src/locales/<code>/` its own chunk).
 */

type Messages = Record<string, string>;

const englishPlurals = Object.assign(
  {},
  ...Object.values(import.meta.glob<Messages>('../../locales/en/*.json', { eager: true, import: 'default' })),
) as Messages;

const areaFiles = import.meta.glob<Messages>(['../../locales/*/*.json', '!../../locales/en/*.json'], {
  import: 'default',
});

/** Every area file of `language`, merged (the catalog check guarantees they agree). */
async function loadMessages(language: string): Promise<Messages> {
  const loads = Object.entries(areaFiles)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads))) as Messages;
}

/** Where a visitor's own choice of language is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'nightingale.language';

/**
 * The language to start in: the address's `?lang=` (an unknown code means English, issue 29 "Bad
 * input"), else the language chosen before on this browser, else the browser's preference.
 */
export function initialLanguage(): LanguageCode {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const fromAddress = new URLSearchParams(window.location.search).get('lang');
  if (fromAddress !== null) return isLanguageCode(fromAddress) ? fromAddress : DEFAULT_LANGUAGE;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguageCode(stored)) return stored;
  } catch {
    // Storage may be blocked; the browser's preference still applies.
  }
  return preferredLanguage(window.navigator.languages);
}

/** The one i18next instance of the interface. */
export const i18n: I18n = i18next.createInstance();

/**
 * Starts i18next in `language` and resolves once its strings are loaded, so the first render is
 * already in it. Idempotent: a second call only changes the language.
 */
export async function startI18n(language: LanguageCode = DEFAULT_LANGUAGE): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return;
  }
  await i18n
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, _namespace: string) => loadMessages(language)))
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      resources: { en: { translation: englishPlurals } },
      partialBundledLanguages: true,
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  if (typeof document !== 'undefined') {
    // Screen readers and spell checkers read the page in its language; exam items carry lang="en".
    document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
    i18n.on('languageChanged', () => {
      document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
    });
  }
}

/**
 * Makes `language` the interface's language and remembers it on this browser (the switcher, and
 * the signed-in user's setting when the session loads). Resolves once its strings are loaded.
 */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be blocked: the choice lasts for this page only.
  }
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
}

const messageCatalogs = new Map<string, MessageCatalog>();

/**
 * A message written in English with `msg()` (a shared zod schema's, or one built in the browser) in
 * the interface's language: its key is found exactly or by its placeholders (translateMessage).
 */
export function translateText(text: string): string {
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  if (language === DEFAULT_LANGUAGE) return text;
  let catalog = messageCatalogs.get(language);
  if (!catalog) {
    const bundle = (i18n.getResourceBundle(language, 'translation') ?? {}) as Messages;
    catalog = buildMessageCatalog(bundle);
    messageCatalogs.set(language, catalog);
  }
  return translateMessage(text, catalog);
}

/** The language the interface is in now. */
export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}
