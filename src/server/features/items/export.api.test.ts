import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../shared/item-bank/schemas';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { postItemFile } from '../../testing/item-files';
import { requestAs } from '../../testing/marketplace';
import { buildQuestion } from '../../testing/question-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let priya: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [priya, student] = await Promise.all([signedInAs(t.app, 'instructor'), signedInAs(t.app, 'student')]);
});
afterAll(async () => {
  await t.close();
});

const exportAs = (who: SignedIn | null, query: string) =>
  requestAs(t.app, who, 'GET', `/api/item-bank/export?${query}`);

/** The file name of a Content-Disposition attachment header. */
function attachmentName(header: unknown): string {
  const match = /^attachment; filename="([A-Za-z0-9._-]+)"$/.exec(String(header));
  expect(match, String(header)).not.toBeNull();
  return match?.[1] ?? '';
}

/** Uploads an exported file back and answers its report. */
async function reimport(fileName: string, body: Buffer, who: SignedIn = priya): Promise<ImportReport> {
  const response = await postItemFile(t.app, who, fileName, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('GET /api/item-bank/export (issue 28 item 4)', () => {
  it('§6: a student is refused (403), signed out 401; an unknown format is 400', async () => {
    expect((await exportAs(student, 'format=gift')).statusCode).toBe(403);
    expect((await exportAs(null, 'format=gift')).statusCode).toBe(401);
    const unknown = await exportAs(priya, 'format=docx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/format must be one of: gift, moodle-xml, qti3/);
  });

  // Needs the writers and readers (part H2).
  it.each(['gift', 'moodle-xml', 'qti3'] as const)(
    'scope shared as %s: an attachment whose re-import gives the same items',
    async (format) => {
      const response = await exportAs(priya, `format=${format}&scope=shared`);
      expect(response.statusCode, response.body).toBe(200);
      const fileName = attachmentName(response.headers['content-disposition']);
      expect(response.headers['content-type']).toMatch(/^(text\/plain|application\/xml|application\/zip)/);
      expect(response.headers['x-items-skipped']).toBe('0');
      const report = await reimport(fileName, response.rawPayload);
      expect(report.problems).toEqual([]);
      expect(report.items.map((item) => [item.itemType, item.title]).sort()).toEqual(
        t.bank.map((item) => [item.itemType, item.stem.slice(0, 120)]).sort(),
      );
    },
  );

  // Needs the writers and readers (part H2).
  it('a Moodle XML export of the shared bank, imported and accepted, becomes her drafts, which she exports in turn', async () => {
    const amira = await signedInAs(t.app, 'instructor');
    const response = await exportAs(amira, 'format=moodle-xml&scope=shared');
    expect(response.statusCode).toBe(200);
    const report = await reimport('shared-bank.xml', response.rawPayload, amira);
    expect(report.format).toBe('moodle-xml');
    const accepted = await requestAs(t.app, amira, 'POST', `/api/item-bank/imports/${report.importId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().added).toBe(t.bank.length);
    const mine = await exportAs(amira, 'format=qti3&scope=mine');
    expect(mine.statusCode).toBe(200);
    const again = await reimport('mine.zip', mine.rawPayload, amira);
    expect(again.items.map((item) => item.title).sort()).toEqual(t.bank.map((item) => item.stem.slice(0, 120)).sort());
  });

  // Needs the writers and readers (part H2).
  it('scope mine: her imported drafts, written and read back the same', async () => {
    const items = [1, 2].map((n) => {
      const { sourceFile: _ignored, ...item } = buildQuestion(400 + n, { id: `mine-${n}` });
      return item;
    });
    const first = await reimport('mine.json', Buffer.from(JSON.stringify(items)));
    const accepted = await requestAs(t.app, priya, 'POST', `/api/item-bank/imports/${first.importId}/accept`);
    expect(accepted.statusCode).toBe(200);

    const response = await exportAs(priya, 'format=gift&scope=mine');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-items-skipped']).toBe('0');
    const report = await reimport(attachmentName(response.headers['content-disposition']), response.rawPayload);
    expect(report.items.map((item) => item.title).sort()).toEqual(items.map((item) => item.stem.slice(0, 120)).sort());
  });
});
