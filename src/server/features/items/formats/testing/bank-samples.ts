import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ItemType, type QuestionContent, questionContentSchema } from '../../../../../shared/items/registry';

/**
 * Test samples for the formats' round trips: the stand-alone items of the content bank
 * (`content/questions/*.json`, every item type), parsed by the item schemas, without exhibits (no
 * interchange format carries them), up to `perType` of each type (all by default: about 1,100).
 */
export function bankSamples(perType = Number.POSITIVE_INFINITY): Map<ItemType, QuestionContent[]> {
  const folder = resolve(process.cwd(), 'content/questions');
  const samples = new Map<ItemType, QuestionContent[]>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const json = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { questions: Record<string, unknown>[] };
    for (const raw of json.questions) {
      const { sourceFile: _sourceFile, ...fields } = raw;
      const parsed = questionContentSchema.safeParse(fields);
      if (!parsed.success || parsed.data.exhibits || parsed.data.cjmmStep) continue;
      const list = samples.get(parsed.data.itemType) ?? [];
      if (list.length < perType) list.push(parsed.data);
      samples.set(parsed.data.itemType, list);
    }
  }
  return samples;
}
