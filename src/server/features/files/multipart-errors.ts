import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_MALFORMED_MESSAGE } from '../../../shared/files/file-kinds';
import { AppError } from '../../errors';

/** @fastify/multipart's codes for a body that is not the multipart it claims to be. */
const MALFORMED_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_MP_PREMATURE_CLOSE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/** The messages of the plain Errors @fastify/busboy (and busboy) throw while parsing a malformed body. */
const MALFORMED_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  /^Unsupported Content-Type\.?$/,
  /^Missing Content-Type-header\.?$/,
];

/** True when `error` says the multipart body could not be parsed: the sender's fault, not ours. */
export function isMalformedMultipart(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && MALFORMED_CODES.has(code)) return true;
  return MALFORMED_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * The refusal of an upload whose body could not be parsed (400 upload_malformed, "The upload was
 * incomplete or malformed: choose the file again."), logged as a warning with the parser's reason.
 */
export function malformedUpload(log: FastifyBaseLogger, error: Error): AppError {
  log.warn({ reason: error.message }, 'malformed multipart upload refused');
  return new AppError('upload_malformed', { status: 400, message: UPLOAD_MALFORMED_MESSAGE });
}
