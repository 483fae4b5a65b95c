import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FilePurpose, StoredFile } from '../../shared/files/file-kinds';
import type { SignedIn } from './accounts';
import { TEST_ORIGIN } from './test-app';

/**
 * A small, valid PDF document (one empty page) that `file-type` recognises, with `text` in a
 * comment so that two test files can differ in content.
 */
export function pdfBytes(text = 'Nightingale test document'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      `% ${text}`,
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** A 1x1 transparent PNG. */
export function pngBytes(): Buffer {
  return Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa1d7b1a90000000049454e44ae426082',
    'hex',
  );
}

/** One part of a multipart body: a file (with a name and a claimed type) or a plain field. */
export type MultipartPart =
  | { field: string; filename: string; data: Buffer; contentType?: string }
  | { field: string; value: string };

/**
 * A multipart/form-data body built by hand for `inject` (no form-data package): the payload and
 * the content-type header with its boundary.
 */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----nightingale${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * POST /api/files?purpose= as `who` (signed out when null) with one file in the field `file`
 * (or the given parts), the origin the CSRF check expects.
 */
export function upload(
  app: FastifyInstance,
  who: SignedIn | null,
  purpose: FilePurpose | string,
  file: { filename: string; data: Buffer; contentType?: string } | readonly MultipartPart[],
): Promise<LightMyRequestResponse> {
  const parts: readonly MultipartPart[] = Array.isArray(file)
    ? file
    : [{ field: 'file', ...(file as { filename: string; data: Buffer; contentType?: string }) }];
  const { payload, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/files?purpose=${encodeURIComponent(purpose)}`,
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}

/** Uploads a small PDF as `who` for `purpose` (material by default); throws unless it answers 201. */
export async function uploadPdf(
  app: FastifyInstance,
  who: SignedIn,
  {
    purpose = 'material',
    filename = 'notes.pdf',
    text,
  }: { purpose?: FilePurpose; filename?: string; text?: string } = {},
): Promise<StoredFile> {
  const response = await upload(app, who, purpose, { filename, data: pdfBytes(text), contentType: 'application/pdf' });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().file;
}
