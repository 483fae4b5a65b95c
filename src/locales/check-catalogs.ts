import { join } from 'node:path';
import { FORMAT_LOCALES, LANGUAGE_CODES, type LanguageCode } from '../shared/i18n/languages';
import { usedKeys } from './extract-keys';
import { loadCatalogs } from './load-catalogs';

/**
 * The catalog check of issue 29 item 2 (run by `npm test` through catalogs.test.ts, and by
 * `npm run i18n:check`, which prints it): every key the sources use is in every language; no
 * language has a key the sources do not use; a translation has the same placeholders (`{{name}}`)
 * and tags (`<1>`, `<link>`) as its key; no translation is empty; no key has two translations.
 * English keys are their own text, so the English catalog holds only plural forms (key_one, key_other).
 */
export interface CatalogProblem {
  language: LanguageCode;
  kind: 'missing' | 'unused' | 'placeholders' | 'empty' | 'conflict';
  key: string;
  /** Where the key is used (missing) or the area files involved (conflict). */
  files: string[];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The `{{name}}` placeholders and `<tag>` names of a text, sorted, without repeats. */
function marks(text: string): string {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)) found.add(`{{${match[1]}}}`);
  for (const match of text.matchAll(/<\/?(\w+)\s*\/?>/g)) found.add(`<${match[1]}>`);
  return [...found].sort().join(' ');
}

/** The plural categories a language's catalog must give each plural key (CLDR, as i18next uses them). */
export function pluralCategories(language: LanguageCode): string[] {
  return new Intl.PluralRules(FORMAT_LOCALES[language]).resolvedOptions().pluralCategories;
}

/** Every problem of the catalogs under `root/src/locales` against the keys of `root/src`. */
export function checkCatalogs(root: string): CatalogProblem[] {
  const used = usedKeys(root);
  const catalogs = loadCatalogs(join(root, 'src', 'locales'));
  const problems: CatalogProblem[] = [];
  for (const language of LANGUAGE_CODES) {
    const { messages, conflicts } = catalogs[language];
    for (const conflict of conflicts)
      problems.push({ language, kind: 'conflict', key: conflict.key, files: conflict.files });
    const expected = new Map<string, string>();
    for (const [key, { plural, files }] of used) {
      if (plural) {
        for (const category of pluralCategories(language)) expected.set(`${key}_${category}`, key);
      } else if (language !== 'en') {
        expected.set(key, key);
      }
      for (const name of [...expected.keys()].filter((k) => expected.get(k) === key && !(k in messages))) {
        problems.push({ language, kind: 'missing', key: name, files });
      }
    }
    for (const [key, text] of Object.entries(messages)) {
      const base = expected.get(key);
      if (base === undefined) {
        problems.push({ language, kind: 'unused', key, files: [] });
        continue;
      }
      if (text.trim() === '') problems.push({ language, kind: 'empty', key, files: [] });
      const keyMarks = marks(base);
      const textMarks = marks(text);
      const pluralForm = PLURAL_SUFFIX.test(key) && base !== key;
      const same = pluralForm
        ? keyMarks.replace('{{count}}', '').trim() === textMarks.replace('{{count}}', '').trim()
        : keyMarks === textMarks;
      if (!same) problems.push({ language, kind: 'placeholders', key, files: [] });
    }
  }
  return problems;
}
