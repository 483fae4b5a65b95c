import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_MIN_TERMS, glossaryEntrySchema } from '../../../shared/glossary/schemas';
import { projectPaths } from '../../project-paths';
import { GlossaryContentError, loadGlossaryContent } from './content';

describe('issue 29 item 3: the glossary content', () => {
  it(`holds at least ${GLOSSARY_MIN_TERMS} valid terms, each with a definition, a source and three translations`, async () => {
    const entries = await loadGlossaryContent(projectPaths.glossaryDir);
    expect(entries.length).toBeGreaterThanOrEqual(GLOSSARY_MIN_TERMS);
    for (const entry of entries) {
      expect(glossaryEntrySchema.safeParse(entry).success).toBe(true);
      expect(entry.translations.es && entry.translations.fr && entry.translations.de && entry.source).toBeTruthy();
    }
  });

  it('refuses a file with an entry without a source, or a name written twice, naming the file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'glossary-'));
    const entry = {
      term: 'edema',
      definition: 'Swelling from fluid in the tissues.',
      source: 'MeSH (U.S. National Library of Medicine): Edema',
      translations: { es: 'edema', fr: 'œdème', de: 'Ödem' },
    };
    const { source: _source, ...withoutSource } = entry;
    writeFileSync(join(folder, 'a.json'), JSON.stringify([withoutSource]));
    await expect(loadGlossaryContent(folder)).rejects.toThrow(/a\.json entry 1: The source is required\./);
    writeFileSync(join(folder, 'a.json'), JSON.stringify([entry]));
    writeFileSync(join(folder, 'b.json'), JSON.stringify([{ ...entry, term: 'swelling', aliases: ['Edema'] }]));
    await expect(loadGlossaryContent(folder)).rejects.toBeInstanceOf(GlossaryContentError);
    await expect(loadGlossaryContent(folder)).rejects.toThrow(/b\.json: "Edema" is written twice/);
  });
});
