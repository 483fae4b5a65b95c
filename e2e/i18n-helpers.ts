import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { loadCatalogs } from '../src/locales/load-catalogs';
import type { LanguageCode } from '../src/shared/i18n/languages';

/** Helpers of the interface-language specs (issue 29): the catalogs, and the scan for English left on a page. */

const catalogs = loadCatalogs(fileURLToPath(new URL('../src/locales', import.meta.url)));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `key` (English) in `language`, as the page shows it; throws when the catalog has no translation. */
export function inLanguage(language: LanguageCode, key: string): string {
  if (language === 'en') return key;
  const text = catalogs[language].messages[key];
  if (text === undefined) throw new Error(`no ${language} translation of "${key}"`);
  return text;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The English texts of the interface that `language` translates differently: each key (and English
 * plural form) whose translation is not the same text, exactly or, with placeholders, as a pattern.
 */
function englishTexts(language: LanguageCode): { exact: Set<string>; patterns: RegExp[] } {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const english = catalogs.en.messages;
  // A text that is also a translation in the language ("Jobs" in German) is not English left over.
  const translations = new Set(Object.values(catalogs[language].messages));
  for (const [key, translation] of Object.entries(catalogs[language].messages)) {
    const plural = PLURAL_SUFFIX.test(key);
    const source = plural ? english[key] : key;
    if (!source || source === translation || source.trim().length < 3 || translations.has(source)) continue;
    if (source.includes('{{')) {
      const body = source
        .split(/\{\{[^}]+\}\}/)
        .map(escapeRegex)
        .join('.+?');
      if (body.replace(/\.\+\?/g, '').trim().length >= 6) patterns.push(new RegExp(`^${body}$`, 's'));
    } else {
      exact.add(source);
    }
  }
  return { exact, patterns };
}

const scanned = new Map<LanguageCode, ReturnType<typeof englishTexts>>();

/**
 * The interface's English texts on the page though it is in `language`: every visible text node and
 * `aria-label`, `placeholder`, `title` and `alt` outside exam items (`lang="en"`) and user content
 * (`translate="no"`) that is an English key of the catalogs, written out (the untranslated-key scan
 * of issue 29's tests). Returns them, empty when the page is wholly translated.
 */
export async function untranslatedTexts(page: Page, language: LanguageCode): Promise<string[]> {
  let texts = scanned.get(language);
  if (!texts) {
    texts = englishTexts(language);
    scanned.set(language, texts);
  }
  const shown = await page.evaluate(() => {
    const skip = (element: Element | null) =>
      !element ||
      Boolean(
        element.closest('[lang="en"], [translate="no"], script, style, noscript, [hidden], [aria-hidden="true"]'),
      );
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (skip(parent) || !parent?.checkVisibility()) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) found.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (skip(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (value) found.add(value);
      }
    }
    return [...found];
  });
  const { exact, patterns } = texts;
  return shown.filter((text) => exact.has(text) || patterns.some((pattern) => pattern.test(text)));
}
