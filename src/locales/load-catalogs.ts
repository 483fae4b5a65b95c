import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '../shared/i18n/languages';

/**
 * Reads the catalogs (decision 025): `src/locales/<code>/<area>.json`, each a flat JSON object of
 * English key -> translation, merged per language. An area file belongs to one part of the product
 * so that translators of different parts do not edit the same file; a key may appear in several
 * areas only with the same translation. Used by the server at start and by the catalog check.
 */
export interface LoadedCatalog {
  /** Every key of the language's area files, merged. */
  messages: Record<string, string>;
  /** Keys given different translations in two area files, with the files. */
  conflicts: { key: string; files: string[] }[];
}

/** The merged catalog of each language under `localesDir`. Throws on a file that is not a flat object of strings. */
export function loadCatalogs(localesDir: string): Record<LanguageCode, LoadedCatalog> {
  const result = {} as Record<LanguageCode, LoadedCatalog>;
  for (const code of LANGUAGE_CODES) {
    const folder = join(localesDir, code);
    const messages: Record<string, string> = {};
    const from: Record<string, string> = {};
    const conflicts: LoadedCatalog['conflicts'] = [];
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
    for (const file of files) {
      const parsed: unknown = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error(`${code}/${file} must be a JSON object of English keys and translations.`);
      }
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value !== 'string') throw new Error(`${code}/${file}: the translation of "${key}" is not text.`);
        if (key in messages && messages[key] !== value) conflicts.push({ key, files: [from[key] ?? '', file] });
        messages[key] ??= value;
        from[key] ??= file;
      }
    }
    result[code] = { messages, conflicts };
  }
  return result;
}
