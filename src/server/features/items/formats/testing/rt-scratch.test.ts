import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { readMoodleXml } from '../moodle-xml/read-moodle-xml';
import { writeMoodleXml } from '../moodle-xml/write-moodle-xml';
import { bankSamples } from './bank-samples';
import { referenceData } from './reference-data';

it('moodle', () => {
  const s = bankSamples();
  const items = [...s.values()].flat();
  const w = writeMoodleXml(items, 'x');
  console.log(w.skipped.length);
  const r = readMoodleXml('x.xml', w.body);
  console.log(r.problems.slice(0, 5));
  const carried = items.filter((i) => !w.skipped.some((p) => p.question.includes(`item ${i.id} `)));
  for (let i = 0; i < carried.length; i++) expect(r.questions[i]?.item).toEqual(carried[i]);
});
it('fixtures', () => {
  const dir = referenceData('moodle-xml') + '/';
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.xml'))) {
    try {
      const r = readMoodleXml(f, readFileSync(dir + f));
      console.log(f, JSON.stringify(r.questions.map((q) => [q.label, q.item]).slice(0, 2)), JSON.stringify(r.problems));
    } catch (e) {
      console.log(f, 'ERR', String(e));
    }
  }
});
