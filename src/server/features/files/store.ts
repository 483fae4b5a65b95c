import { createHash } from 'node:crypto';
import { create as contentDisposition } from 'content-disposition';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  ALLOWED_TYPES,
  type AllowedType,
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  type FilePurpose,
  fileTypeMessage,
  MAX_UPLOAD_BYTES,
  type StoredFile,
} from '../../../shared/files/file-kinds';
import { msg } from '../../../shared/i18n/msg';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid, uuidsAmong } from '../../lib/query-text';
import { cleanFileName, nameExtension } from './file-name';
import { storedFiles } from './tables';

/**
 * The one file store (docs/architecture.md §8, decision 010): uploads are checked (size, not empty, type from
 * the content against the use's allow-list) and their bytes kept in PostgreSQL (`stored_files`),
 * so every app instance on the database serves every file. Only this feature reads the table;
 * other features attach an upload with findOwnedFile, show it with getFileMeta and serve it with
 * sendStoredFile after their own permission check.
 */

/** The columns of a file's metadata: everything but the bytes. */
const metaColumns = {
  id: storedFiles.id,
  name: storedFiles.name,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: storedFiles.createdAt,
};

type MetaRow = { id: string; name: string; contentType: string; sizeBytes: number; createdAt: Date };

function toStoredFile(row: MetaRow): StoredFile {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 413 file_too_large with FILE_TOO_LARGE_MESSAGE (spec §5, max 10 MB). */
export function fileTooLarge(): AppError {
  return new AppError('file_too_large', { status: 413, message: FILE_TOO_LARGE_MESSAGE });
}

/** The 404 of a file that does not exist or that the reader may not have. */
function fileNotFound(): AppError {
  return new AppError('file_not_found', {
    status: 404,
    message: msg('This file does not exist or you do not have access to it.'),
  });
}

/**
 * UTF-16LE "WordDocument": the stream every Word 97-2003 file holds in its OLE directory. `file-type`
 * reports any OLE compound file as `cfb` (Windows installers, Excel and Outlook files too), so a
 * `cfb` counts as DOC only when it holds this name.
 */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * The allowed type of `data` for `purpose`, detected from its content (`file-type`), never from
 * its name or the type the browser claimed; an OLE compound file is DOC only with a Word stream.
 * Errors: 400 file_type_not_allowed with fileTypeMessage(purpose) for anything else (a renamed
 * executable or installer, plain text, an unknown format).
 */
async function detectAllowedType(data: Buffer, purpose: FilePurpose): Promise<AllowedType> {
  const detected = await fileTypeFromBuffer(data);
  const allowed = detected && ALLOWED_TYPES[purpose].find((type) => type.extension === detected.ext);
  if (!allowed || (allowed.extension === 'cfb' && !data.includes(WORD_STREAM_NAME))) {
    throw new AppError('file_type_not_allowed', { status: 400, message: fileTypeMessage(purpose) });
  }
  return allowed;
}

/**
 * Stores an upload of `ownerId` for `purpose` at `at`: at most MAX_UPLOAD_BYTES (10 MB), not
 * empty, of a type `purpose` allows (detected from the bytes). The name is cleaned (cleanFileName)
 * and ends with the detected type's extension; the served type is the allowed type's MIME type.
 * Returns the stored file's metadata. Errors (nothing stored): 413 file_too_large, 400 empty_file,
 * 400 file_type_not_allowed.
 */
export async function storeUpload(
  db: Database,
  upload: { ownerId: string; purpose: FilePurpose; name: string; data: Buffer },
  at: Date,
): Promise<StoredFile> {
  const { data, purpose } = upload;
  if (data.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  if (data.length === 0) throw new AppError('empty_file', { status: 400, message: EMPTY_FILE_MESSAGE });
  const type = await detectAllowedType(data, purpose);
  const [row] = await db
    .insert(storedFiles)
    .values({
      ownerId: upload.ownerId,
      purpose,
      name: cleanFileName(upload.name, nameExtension(type.extension)),
      contentType: type.mime,
      extension: type.extension,
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
      createdAt: at,
      updatedAt: at,
    })
    .returning(metaColumns);
  if (!row) throw new Error('insert returned no file');
  return toStoredFile(row);
}

/**
 * The metadata (no bytes) of upload `fileId` if `ownerId` uploaded it for `purpose`, else null (a
 * file that is not theirs, of another purpose, or a malformed id). With `lock` (inside a
 * transaction), the file's row stays locked until it ends, so two requests attaching the same
 * upload at once are decided one after the other.
 */
export async function findOwnedFile(
  db: Database,
  { fileId, ownerId, purpose }: { fileId: string; ownerId: string; purpose: FilePurpose },
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredFile | null> {
  if (!isUuid(fileId)) return null;
  const query = db
    .select(metaColumns)
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, purpose)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toStoredFile(row) : null;
}

/** The metadata (no bytes) of the files `fileIds` that exist, by id; malformed ids are ignored. */
export async function getFileMeta(db: Database, fileIds: readonly string[]): Promise<Map<string, StoredFile>> {
  const ids = uuidsAmong(fileIds);
  if (ids.length === 0) return new Map();
  const rows = await db.select(metaColumns).from(storedFiles).where(inArray(storedFiles.id, ids));
  return new Map(rows.map((row) => [row.id, toStoredFile(row)]));
}

/**
 * Removes stored file `fileId` (a feature's own file it no longer refers to: a replaced or deleted
 * document). Call it inside the transaction that drops the reference, after the reference is gone.
 * A file that does not exist is ignored.
 */
export async function deleteStoredFile(db: Database, fileId: string): Promise<void> {
  if (!isUuid(fileId)) return;
  await db.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

/**
 * Removes every file `ownerId` uploaded for `purpose`, attached or never attached (a deleted
 * account's documents). Call it inside the transaction that removed the references first.
 */
export async function deleteOwnerFiles(db: Database, ownerId: string, purpose: FilePurpose): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, purpose)));
}

/** Types a browser may show in the page (inline); every other is downloaded (attachment). */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'video/mp4']);

/**
 * The one byte range (inclusive, 0-based) a `Range` header asks of a file of `size` bytes (RFC 9110
 * §14: "bytes=0-99", "bytes=100-", "bytes=-100"), or null to send the whole file (no header,
 * several ranges, a malformed or unsatisfiable one: a server may ignore Range).
 */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Answers with file `fileId`'s bytes, for a caller that has already decided the reader may have
 * it (only `ownerId`'s file when given, only a file stored for `purpose` when given). Headers:
 * Content-Type the detected type; Content-Disposition
 * inline for PDF, PNG, JPEG and MP4, attachment otherwise, with the cleaned name (RFC 6266/8187);
 * Content-Length; `X-Content-Type-Options: nosniff`; `Content-Security-Policy: sandbox` (a served
 * file never runs script in our origin); `Cache-Control: private, no-store`, or with `publicCache`
 * `public, max-age=31536000, immutable` (a stored file never changes); `Accept-Ranges: bytes`.
 * A request with one satisfiable `Range` gets 206 with that part and its Content-Range (a video
 * seeks, and Safari plays an MP4 only so; issue 27 item 4). Errors: 404 file_not_found.
 */
async function sendFile(
  db: Database,
  reply: FastifyReply,
  fileId: string,
  { ownerId, purpose, publicCache = false }: { ownerId?: string; purpose?: FilePurpose; publicCache?: boolean },
): Promise<FastifyReply> {
  if (!isUuid(fileId)) throw fileNotFound();
  const [row] = await db
    .select({ name: storedFiles.name, contentType: storedFiles.contentType, data: storedFiles.data })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        ownerId === undefined ? undefined : eq(storedFiles.ownerId, ownerId),
        purpose === undefined ? undefined : eq(storedFiles.purpose, purpose),
      ),
    );
  if (!row) throw fileNotFound();
  const range = byteRange(reply.request.headers.range, row.data.length);
  const body = range ? row.data.subarray(range.start, range.end + 1) : row.data;
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.data.length}`);
  return reply
    .header('content-type', row.contentType)
    .header('accept-ranges', 'bytes')
    .header(
      'content-disposition',
      contentDisposition(row.name, { type: INLINE_TYPES.has(row.contentType) ? 'inline' : 'attachment' }),
    )
    .header('content-length', String(body.length))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', publicCache ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .send(body);
}

/**
 * Answers with stored file `fileId` (see sendFile for the headers). The caller checks the
 * reader's right to it first: a feature serves its files through its own route. Errors: 404.
 */
export function sendStoredFile(db: Database, reply: FastifyReply, fileId: string): Promise<FastifyReply> {
  return sendFile(db, reply, fileId, {});
}

/**
 * GET /api/files/item-images/:fileId: an image of an authored item's exhibit or case-study chart
 * (issue 28 item 1), to anyone, signed in or not (item images are not secret, and their ids are
 * random UUIDs): only a file stored for `item-image`, cacheable for a year (`public, max-age=31536000,
 * immutable`; a stored file never changes). Errors: 404 file_not_found for a file of another
 * purpose, one that does not exist, or a malformed id.
 */
export function sendItemImage(db: Database, reply: FastifyReply, fileId: string): Promise<FastifyReply> {
  return sendFile(db, reply, fileId, { purpose: 'item-image', publicCache: true });
}

/**
 * GET /api/files/:fileId: the file for its owner, or for an admin (`anyOwner`). Errors: 404 for
 * anyone else, so a file that is not yours is not confirmed to exist.
 */
export function sendOwnFile(
  db: Database,
  reply: FastifyReply,
  { fileId, readerId, anyOwner }: { fileId: string; readerId: string; anyOwner: boolean },
): Promise<FastifyReply> {
  return sendFile(db, reply, fileId, anyOwner ? {} : { ownerId: readerId });
}
