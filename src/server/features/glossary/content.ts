import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type GlossaryEntry, glossaryEntrySchema } from '../../../shared/glossary/schemas';

/** A glossary content file that cannot be used, with the file and entry it concerns. */
export class GlossaryContentError extends Error {
  override name = 'GlossaryContentError';
}

/**
 * Every entry of `content/glossary/*.json` (issue 29 item 3), files in name order, each a JSON
 * array of glossaryEntrySchema entries. Throws GlossaryContentError naming the file and entry when
 * one is invalid, or when a term or alias is written twice (whatever its case).
 */
export async function loadGlossaryContent(folder: string): Promise<GlossaryEntry[]> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  const entries: GlossaryEntry[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const parsed: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
    if (!Array.isArray(parsed)) throw new GlossaryContentError(`${file} must hold a JSON array of glossary entries.`);
    parsed.forEach((raw, index) => {
      const result = glossaryEntrySchema.safeParse(raw);
      if (!result.success) {
        const where = `${file} entry ${index + 1}`;
        throw new GlossaryContentError(`${where}: ${result.error.issues.map((issue) => issue.message).join(' ')}`);
      }
      for (const name of [result.data.term, ...result.data.aliases]) {
        const key = name.toLowerCase();
        const earlier = seen.get(key);
        if (earlier) throw new GlossaryContentError(`${file}: "${name}" is written twice (also in ${earlier}).`);
        seen.set(key, `${file} "${result.data.term}"`);
      }
      entries.push(result.data);
    });
  }
  return entries;
}
