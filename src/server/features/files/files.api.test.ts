import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  fileTypeMessage,
  MAX_UPLOAD_BYTES,
} from '../../../shared/files/file-kinds';
import { MATERIAL_LOGIN_REQUIRED } from '../../../shared/materials/materials';
import { TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { pdfBytes, pngBytes, upload, uploadPdf } from '../../testing/files';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cleanFileName } from './file-name';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, student] = await Promise.all([
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const storedCount = async () => (await t.database.db.query.storedFiles.findMany({ columns: { id: true } })).length;

describe('docs/architecture.md §8 uploads: what is accepted', () => {
  it('a trainer uploads a PDF for a material: 201 with the cleaned name, the detected type and the size', async () => {
    const data = pdfBytes();
    const response = await upload(t.app, trainer, 'material', {
      filename: 'Cardiac Care.pdf',
      data,
      contentType: 'text/plain',
    });
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file).toEqual({
      id: expect.any(String),
      name: 'Cardiac Care.pdf',
      contentType: 'application/pdf',
      sizeBytes: data.length,
      createdAt: t.clock.now().toISOString(),
    });
    const row = await t.database.db.query.storedFiles.findFirst({ where: (f, { eq }) => eq(f.id, file.id) });
    expect(row).toMatchObject({
      ownerId: trainer.id,
      purpose: 'material',
      extension: 'pdf',
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    expect(Buffer.compare(row?.data ?? Buffer.alloc(0), data)).toBe(0);
  });

  it('the type comes from the content, not the name: a PNG named x.pdf is stored as x.png, image/png', async () => {
    const response = await upload(t.app, trainer, 'material', { filename: 'x.pdf', data: pngBytes() });
    expect(response.statusCode).toBe(201);
    expect(response.json().file).toMatchObject({ name: 'x.png', contentType: 'image/png' });
  });

  it('the name is cleaned: path segments and control or direction characters removed, the extension ensured', async () => {
    const response = await upload(t.app, trainer, 'material', {
      filename: '..\\..\\Windows\\evil\u202Eflow\u0007.pdf',
      data: pdfBytes(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().file.name).toBe('evilflow.pdf');
    expect(cleanFileName('/tmp/notes', 'pdf')).toBe('notes.pdf');
    expect(cleanFileName('', 'pdf')).toBe('file.pdf');
    expect(cleanFileName('...', 'pdf')).toBe('file.pdf');
    expect(cleanFileName('.profile', 'pdf')).toBe('profile.pdf');
    expect(cleanFileName('report.doc', 'doc')).toBe('report.doc');
    const long = cleanFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(long).toHaveLength(200);
    expect(long.endsWith('a.pdf')).toBe(true);
  });

  it('a student may upload a document (issue 13), an admin a material', async () => {
    expect((await upload(t.app, student, 'document', { filename: 'id.pdf', data: pdfBytes() })).statusCode).toBe(201);
    expect((await upload(t.app, admin, 'material', { filename: 'a.pdf', data: pdfBytes() })).statusCode).toBe(201);
  });
});

describe('docs/architecture.md §8 uploads: what is refused, with nothing stored', () => {
  it('over 10 MB (10 MB + 1 byte): 413 with the sentence, and nothing stored', async () => {
    const before = await storedCount();
    const data = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pdfBytes().length, 0x20)]);
    expect(data.length).toBe(MAX_UPLOAD_BYTES + 1);
    const response = await upload(t.app, trainer, 'material', { filename: 'big.pdf', data });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'file_too_large', message: FILE_TOO_LARGE_MESSAGE });
    expect(await storedCount()).toBe(before);
  });

  it('exactly 10 MB is accepted', async () => {
    const data = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_UPLOAD_BYTES - pdfBytes().length, 0x20)]);
    const response = await upload(t.app, trainer, 'material', { filename: 'ten.pdf', data });
    expect(response.statusCode).toBe(201);
    expect(response.json().file.sizeBytes).toBe(MAX_UPLOAD_BYTES);
  });

  it.each([
    ['a Windows executable renamed x.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 1)])],
    ['a Linux executable renamed x.pdf', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(256)])],
    ['plain text named x.pdf', Buffer.from('These are my notes, not a PDF at all.')],
  ])('%s: 400 with the accepted types, nothing stored', async (_label, data) => {
    const before = await storedCount();
    const response = await upload(t.app, trainer, 'material', {
      filename: 'x.pdf',
      data,
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'file_type_not_allowed', message: fileTypeMessage('material') });
    expect(fileTypeMessage('material')).toBe(
      "This file's content is not an accepted type. Upload PDF, DOCX, DOC, PPTX, PNG, JPEG or MP4.",
    );
    expect(await storedCount()).toBe(before);
  });

  it('an OLE compound file is DOC only with a Word stream: a Windows installer renamed x.doc is refused, a Word 97 file accepted', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const before = await storedCount();
    const installer = Buffer.concat([
      ole,
      Buffer.alloc(600),
      Buffer.from('SummaryInformation', 'utf16le'),
      Buffer.alloc(600),
    ]);
    const refused = await upload(t.app, trainer, 'document', { filename: 'x.doc', data: installer });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('file_type_not_allowed');
    expect(await storedCount()).toBe(before);

    const word = Buffer.concat([ole, Buffer.alloc(600), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(600)]);
    const accepted = await upload(t.app, trainer, 'document', { filename: 'letter.doc', data: word });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().file).toMatchObject({ name: 'letter.doc', contentType: 'application/msword' });
  });

  it('an empty file: 400 with the sentence, nothing stored', async () => {
    const before = await storedCount();
    const response = await upload(t.app, trainer, 'material', { filename: 'x.pdf', data: Buffer.alloc(0) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(EMPTY_FILE_MESSAGE);
    expect(await storedCount()).toBe(before);
  });

  it('no file part, a file in another field, or a JSON body: 400 with a sentence', async () => {
    const onlyField = await upload(t.app, trainer, 'material', [{ field: 'title', value: 'notes' }]);
    expect(onlyField.statusCode).toBe(400);
    expect(onlyField.json().error.message).toMatch(/^No file was sent\./);
    const otherField = await upload(t.app, trainer, 'material', [
      { field: 'attachment', filename: 'x.pdf', data: pdfBytes() },
    ]);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().error.code).toBe('no_file');
    const json = await requestAs(t.app, trainer, 'POST', '/api/files?purpose=material', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('no_file');
  });

  it('an unknown purpose: 400', async () => {
    const response = await upload(t.app, trainer, 'avatar', { filename: 'x.pdf', data: pdfBytes() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(
      'purpose must be one of: material, document, course-cover, item-image.',
    );
  });

  it('a material upload needs trainer tools: students 403 with the restriction, signed out 401 with §5 sentence', async () => {
    const before = await storedCount();
    const asStudent = await upload(t.app, student, 'material', { filename: 'x.pdf', data: pdfBytes() });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().error.message).toBe(TRAINER_TOOLS_RESTRICTED);
    const signedOut = await upload(t.app, null, 'material', { filename: 'x.pdf', data: pdfBytes() });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(MATERIAL_LOGIN_REQUIRED);
    expect((await upload(t.app, null, 'document', { filename: 'x.pdf', data: pdfBytes() })).statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('an item image (issue 28) is an instructor’s or admin’s PNG or JPEG: a trainer or student 403, a PDF 400, nothing stored', async () => {
    const instructor = await signedInAs(t.app, 'instructor');
    expect((await upload(t.app, instructor, 'item-image', { filename: 'ecg.png', data: pngBytes() })).statusCode).toBe(
      201,
    );
    const before = await storedCount();
    const asTrainer = await upload(t.app, trainer, 'item-image', { filename: 'ecg.png', data: pngBytes() });
    expect(asTrainer.statusCode).toBe(403);
    expect(asTrainer.json().error.message).toBe('Only instructors and admins upload item images.');
    expect((await upload(t.app, student, 'item-image', { filename: 'ecg.png', data: pngBytes() })).statusCode).toBe(
      403,
    );
    const pdf = await upload(t.app, admin, 'item-image', { filename: 'ecg.pdf', data: pdfBytes() });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe("This file's content is not an accepted type. Upload PNG or JPEG.");
    expect(await storedCount()).toBe(before);
  });
});

describe('docs/architecture.md §8 downloads: only to those allowed, with safe headers', () => {
  it('the owner downloads the identical bytes with a safe type, disposition, nosniff, CSP sandbox and no caching', async () => {
    const data = pdfBytes('download check');
    const file = await uploadPdf(t.app, trainer, { filename: 'Care Plan; (Final).PDF', text: 'download check' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/files/${file.id}`,
      headers: { cookie: trainer.cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, data)).toBe(0);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Care Plan; (Final).pdf"');
    expect(response.headers['content-length']).toBe(String(data.length));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('a name beyond ASCII is sent with an RFC 8187 filename* and an ASCII fallback', async () => {
    const file = await uploadPdf(t.app, trainer, { filename: 'Pflegeplan Übersicht.pdf' });
    const response = await requestAs(t.app, trainer, 'GET', `/api/files/${file.id}`);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Pflegeplan ?bersicht.pdf"; filename*=UTF-8''Pflegeplan%20%C3%9Cbersicht.pdf`,
    );
  });

  it('an admin may download it; another trainer and a student get 404; signed out 401', async () => {
    const file = await uploadPdf(t.app, trainer);
    expect((await requestAs(t.app, admin, 'GET', `/api/files/${file.id}`)).statusCode).toBe(200);
    const other = await requestAs(t.app, otherTrainer, 'GET', `/api/files/${file.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('file_not_found');
    expect((await requestAs(t.app, student, 'GET', `/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await requestAs(t.app, null, 'GET', `/api/files/${file.id}`)).statusCode).toBe(401);
  });

  it('a file that does not exist, or a malformed id: 404', async () => {
    expect((await requestAs(t.app, admin, 'GET', '/api/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await requestAs(t.app, admin, 'GET', '/api/files/not-a-file')).statusCode).toBe(404);
  });
});

describe('issue 28 item 1: item images are served to anyone through /api/files/item-images/:fileId', () => {
  it('an item image is served signed out, as PNG, inline, cached for a year; it is also fetched from the same origin the CSP allows', async () => {
    const instructor = await signedInAs(t.app, 'instructor');
    const uploaded = await upload(t.app, instructor, 'item-image', { filename: 'ecg strip.png', data: pngBytes() });
    const { id } = uploaded.json().file;
    const response = await t.app.inject({ method: 'GET', url: `/api/files/item-images/${id}` });
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, pngBytes())).toBe(0);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('inline; filename="ecg strip.png"');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await requestAs(t.app, student, 'GET', `/api/files/item-images/${id}`)).statusCode).toBe(200);
    // The pages' policy lets an <img> load it: same origin.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'] ?? '')).toMatch(/img-src 'self'/);
  });

  it('a material file, or any file not uploaded as an item image, is 404 through that route, even to its owner', async () => {
    const material = await uploadPdf(t.app, trainer);
    const asOwner = await requestAs(t.app, trainer, 'GET', `/api/files/item-images/${material.id}`);
    expect(asOwner.statusCode).toBe(404);
    expect(asOwner.json().error.code).toBe('file_not_found');
    expect((await t.app.inject({ method: 'GET', url: `/api/files/item-images/${material.id}` })).statusCode).toBe(404);
    const picture = await upload(t.app, trainer, 'material', { filename: 'x.png', data: pngBytes() });
    const materialPng = picture.json().file.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/files/item-images/${materialPng}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/item-images/not-a-file' })).statusCode).toBe(404);
  });
});

describe('docs/architecture.md §8 several instances on one database', () => {
  it('a file uploaded through one app instance is downloaded through another on the same database', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const data = pdfBytes('shared storage');
      const file = await uploadPdf(t.app, trainer, { filename: 'shared.pdf', text: 'shared storage' });
      const response = await requestAs(second.app, trainer, 'GET', `/api/files/${file.id}`);
      expect(response.statusCode).toBe(200);
      expect(Buffer.compare(response.rawPayload, data)).toBe(0);
    } finally {
      await second.app.close();
    }
  });
});

describe('docs/architecture.md §8 uploads are limited per user (UPLOADS_PER_HOUR)', () => {
  it('refuses the upload past the hour’s limit with 429 and stores nothing; another user still uploads', async () => {
    const limited = await createTestApp({ config: { uploadsPerHour: 2 } });
    try {
      const [first, second] = await Promise.all([
        signedInAs(limited.app, 'trainer'),
        signedInAs(limited.app, 'trainer'),
      ]);
      const pdf = { filename: 'notes.pdf', data: pdfBytes() };
      expect((await upload(limited.app, first, 'material', pdf)).statusCode).toBe(201);
      expect((await upload(limited.app, first, 'material', pdf)).statusCode).toBe(201);
      const refused = await upload(limited.app, first, 'material', pdf);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toContain('You have uploaded many files in a short time.');
      expect(await limited.database.db.query.storedFiles.findMany({ columns: { id: true } })).toHaveLength(2);
      expect((await upload(limited.app, second, 'material', pdf)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
