import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../shared/item-bank/schemas';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { postItemFile } from '../../testing/item-files';
import { requestAs } from '../../testing/marketplace';
import { buildQuestion } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { authoredItems, itemEvents, itemImports } from './tables';

/**
 * The public sample files (`../shared/reference-data` from the project's root; README there),
 * read where they lie, never copied. REFERENCE_DATA_DIR points elsewhere (a worktree beside the root).
 */
const referenceFile = (path: string) =>
  readFileSync(resolve(process.env.REFERENCE_DATA_DIR ?? resolve(process.cwd(), '../shared/reference-data'), path));

let t: TestApp;
let priya: SignedIn;
let otherInstructor: SignedIn;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [priya, otherInstructor, admin, student] = await Promise.all([
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

/** A clean item as the bank's JSON import takes it (no content-file field). */
function jsonItem(n: number, overrides: object = {}) {
  const { sourceFile: _ignored, ...item } = buildQuestion(300 + n, { id: `json-item-${n}` });
  return { ...item, ...overrides };
}

const draftsOf = (who: SignedIn) => t.database.db.select().from(authoredItems).where(eq(authoredItems.ownerId, who.id));
const importsOf = (who: SignedIn) => t.database.db.select().from(itemImports).where(eq(itemImports.ownerId, who.id));

async function reportOf(who: SignedIn, fileName: string, data: Buffer | string): Promise<ImportReport> {
  const response = await postItemFile(t.app, who, fileName, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST /api/item-bank/imports (issue 28 item 4)', () => {
  it('reads a JSON file into a report: items to add (a flawed one with what to fix), a schema-refused one with its reason; nothing added', async () => {
    const file = JSON.stringify([
      jsonItem(1),
      jsonItem(2, { reference: 'The ward handbook' }),
      jsonItem(3, { correctAnswer: 9 }),
    ]);
    const before = (await draftsOf(priya)).length;
    const report = await reportOf(priya, 'ward-bank.json', file);

    expect(report.format).toBe('json');
    expect(report.fileName).toBe('ward-bank.json');
    expect(report.items.map((item) => [item.label, item.itemType])).toEqual([
      ['item 1 ("json-item-1")', 'multiple-choice'],
      ['item 2 ("json-item-2")', 'multiple-choice'],
    ]);
    expect(report.items[0]?.title).toBe(jsonItem(1).stem.slice(0, 120));
    expect(report.items[0]?.toFix).toEqual([]);
    expect(report.items[1]?.toFix).toEqual([expect.stringMatching(/^the reference must give a year/)]);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]?.question).toBe('item 3 ("json-item-3")');
    expect(report.problems[0]?.reason).toMatch(/correctAnswer/);
    expect((await draftsOf(priya)).length).toBe(before);
  });

  it('accepting adds the items as her drafts, noted "Imported from FILE"; once only (409)', async () => {
    const report = await reportOf(priya, 'accept-me.json', JSON.stringify([jsonItem(11), jsonItem(12)]));
    const before = (await draftsOf(priya)).length;

    const accepted = await requestAs(t.app, priya, 'POST', `/api/item-bank/imports/${report.importId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { added, itemIds } = accepted.json() as { added: number; itemIds: string[] };
    expect(added).toBe(2);
    expect(itemIds).toHaveLength(2);

    const drafts = await draftsOf(priya);
    expect(drafts.length).toBe(before + 2);
    const mine = drafts.filter((row) => itemIds.includes(row.id));
    expect(mine.map((row) => [row.status, row.ownerId, row.bank])).toEqual([
      ['draft', priya.id, 'private'],
      ['draft', priya.id, 'private'],
    ]);
    const events = await t.database.db
      .select()
      .from(itemEvents)
      .where(eq(itemEvents.itemId, itemIds[0] ?? ''));
    expect(events.map((event) => event.comments)).toContain('Imported from accept-me.json');

    const again = await requestAs(t.app, priya, 'POST', `/api/item-bank/imports/${report.importId}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('import_already_accepted');
    expect((await draftsOf(priya)).length).toBe(before + 2);
  });

  it("another instructor's accept or discard is 404, and adds nothing", async () => {
    const report = await reportOf(priya, 'not-yours.json', JSON.stringify([jsonItem(21)]));
    for (const [method, url] of [
      ['POST', `/api/item-bank/imports/${report.importId}/accept`],
      ['DELETE', `/api/item-bank/imports/${report.importId}`],
    ] as const) {
      const response = await requestAs(t.app, otherInstructor, method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('import_not_found');
    }
    expect(await draftsOf(otherInstructor)).toEqual([]);
    expect((await importsOf(priya)).some((row) => row.id === report.importId)).toBe(true);
  });

  it('discarding deletes the report (204); it cannot be accepted after (404); an unknown id is 404', async () => {
    const report = await reportOf(priya, 'discard-me.json', JSON.stringify([jsonItem(31)]));
    const discarded = await requestAs(t.app, priya, 'DELETE', `/api/item-bank/imports/${report.importId}`);
    expect(discarded.statusCode).toBe(204);
    const accept = await requestAs(t.app, priya, 'POST', `/api/item-bank/imports/${report.importId}/accept`);
    expect(accept.statusCode).toBe(404);
    const unknown = await requestAs(t.app, priya, 'POST', '/api/item-bank/imports/not-an-import/accept');
    expect(unknown.statusCode).toBe(404);
  });

  it('§6: a student is refused (403), signed out 401; nothing stored', async () => {
    const file = JSON.stringify([jsonItem(41)]);
    const refused = await postItemFile(t.app, student, 'bank.json', file);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Access Restricted: Only instructors and administrators may import and export items.',
    );
    expect((await postItemFile(t.app, null, 'bank.json', file)).statusCode).toBe(401);
    expect(await importsOf(student)).toEqual([]);
  });

  it('an admin may import too', async () => {
    const report = await reportOf(admin, 'admin.json', JSON.stringify([jsonItem(51)]));
    expect(report.items).toHaveLength(1);
  });

  it('refuses files it cannot read with 400 import_file_invalid and a sentence; nothing stored', async () => {
    const before = (await importsOf(priya)).length;
    const cases: [string, string][] = [
      ['notes.pdf', '%PDF-1.4'],
      ['broken.json', '{ "questions": [ '],
      ['wrong-header.csv', 'a,b,c\n1,2,3\n'],
    ];
    for (const [fileName, data] of cases) {
      const response = await postItemFile(t.app, priya, fileName, data);
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json().error.code).toBe('import_file_invalid');
      expect(response.json().error.message).toMatch(/\w+ \w+/);
    }
    expect((await importsOf(priya)).length).toBe(before);
  });

  it('a request without a file is 400 no_file', async () => {
    const response = await requestAs(t.app, priya, 'POST', '/api/item-bank/imports', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('no_file');
  });
});

/** These need the formats' readers (part H2). */
describe('importing the formats (issue 28 item 4, reference files)', () => {
  it("a Moodle XML fixture: a report of mapped items and problems (the essay), nothing added until it's accepted", async () => {
    const before = (await draftsOf(priya)).length;
    const report = await reportOf(
      priya,
      'nested_categories_with_questions.xml',
      referenceFile('moodle-xml/format_xml.nested_categories_with_questions.xml'),
    );
    expect(report.format).toBe('moodle-xml');
    // Four true/false questions and one essay (not auto-scored): each is an item or a problem.
    expect(report.items.length + report.problems.length).toBe(5);
    expect(report.problems.some((problem) => /essay/i.test(`${problem.question} ${problem.reason}`))).toBe(true);
    expect((await draftsOf(priya)).length).toBe(before);

    const accepted = await requestAs(t.app, priya, 'POST', `/api/item-bank/imports/${report.importId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().added).toBe(report.items.length);
    expect((await draftsOf(priya)).length).toBe(before + report.items.length);
  });

  it('the Moodle multiple answer fixture comes in as a draft with what to fix before review; accepting adds it', async () => {
    const name = 'qtype_multichoice.testquestion.moodle.xml';
    const report = await reportOf(priya, name, referenceFile(`moodle-xml/${name}`));
    expect(report.problems).toEqual([]);
    expect(report.items.map((item) => item.itemType)).toEqual(['select-all-that-apply']);
    const toFix = report.items[0]?.toFix ?? [];
    // The reader's defaults (reference "Imported from FILE", a feedback-only explanation) break the item-writing rules.
    expect(toFix).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^the reference must give a year/),
        expect.stringMatching(/^the explanation does not discuss option A/),
      ]),
    );

    const accepted = await requestAs(t.app, priya, 'POST', `/api/item-bank/imports/${report.importId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [itemId] = (accepted.json() as { itemIds: string[] }).itemIds;
    const detail = await requestAs(t.app, priya, 'GET', `/api/item-bank/items/${itemId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().summary.status).toBe('draft');
    expect(detail.json().problems).toEqual(toFix.map((flaw) => `The item: ${flaw}`));
  });

  it('the Moodle match fixture is an item or a problem', async () => {
    const name = 'qtype_match.testquestion.moodle.xml';
    const report = await reportOf(priya, name, referenceFile(`moodle-xml/${name}`));
    expect(report.items.length + report.problems.length).toBe(1);
  });

  it('a .zip that is not a zip is 400 import_file_invalid; nothing stored', async () => {
    const before = (await importsOf(priya)).length;
    const response = await postItemFile(t.app, priya, 'package.zip', 'This is plain text, not a zip archive.');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('import_file_invalid');
    expect((await importsOf(priya)).length).toBe(before);
  });

  it('XML with an external entity is refused (400) or reported, never resolved; nothing added', async () => {
    const xxe = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
      '<quiz><question type="truefalse"><name><text>&xxe;</text></name>',
      '<questiontext format="html"><text>&xxe; Is hand hygiene required before touching a client?</text></questiontext>',
      '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>',
      '</question></quiz>',
    ].join('\n');
    const before = (await draftsOf(priya)).length;
    const response = await postItemFile(t.app, priya, 'xxe.xml', xxe);
    expect([201, 400]).toContain(response.statusCode);
    expect(response.body).not.toMatch(/root:/);
    if (response.statusCode === 400) expect(response.json().error.code).toBe('import_file_invalid');
    else expect((response.json() as ImportReport).items).toEqual([]);
    expect((await draftsOf(priya)).length).toBe(before);
  });

  it('the QTI 3 package (BBQsTest.zip): every item is in the report, the upload interaction a problem with its reason', async () => {
    const report = await reportOf(priya, 'BBQsTest.zip', referenceFile('qti3/BBQsTest/BBQsTest.zip'));
    expect(report.format).toBe('qti3');
    expect(report.items.length + report.problems.length).toBeGreaterThanOrEqual(20);
    expect(report.problems.some((problem) => /upload/i.test(`${problem.question} ${problem.reason}`))).toBe(true);
    for (const problem of report.problems) expect(problem.reason.length).toBeGreaterThan(10);
    // The items it maps come in, each with what to fix (no reference, a rationale that names no option).
    expect(report.items.length).toBeGreaterThan(0);
    for (const item of report.items) expect(item.toFix.length, item.label).toBeGreaterThan(0);
  });
});

describe('the hourly limit on imports', () => {
  it('a user reads at most UPLOADS_PER_HOUR files an hour, then 429 rate_limited', async () => {
    const limited = await createTestApp({ config: { uploadsPerHour: 2 } });
    try {
      const instructor = await signedInAs(limited.app, 'instructor');
      const file = JSON.stringify([jsonItem(61)]);
      for (let i = 0; i < 2; i++) {
        expect((await postItemFile(limited.app, instructor, 'bank.json', file)).statusCode).toBe(201);
      }
      const refused = await postItemFile(limited.app, instructor, 'bank.json', file);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
