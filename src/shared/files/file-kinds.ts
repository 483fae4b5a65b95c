import { z } from 'zod/mini';
import { msg } from '../i18n/msg';

/**
 * The one file store (docs/architecture.md §8, decision 010): what each use accepts and what an upload returns.
 * Sizes in bytes. A file's type is detected from its content on the server, never from its name.
 */

/** The largest upload: 10 MB (spec §5 "max 10MB"). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = msg(
  'The file is larger than 10 MB. Choose a smaller file, or compress it, and upload again.',
);
export const EMPTY_FILE_MESSAGE = msg('The file is empty. Choose the file again and upload it.');
/** An upload whose multipart body could not be read: no boundary, cut short, a broken part header. */
export const UPLOAD_MALFORMED_MESSAGE = msg('The upload was incomplete or malformed: choose the file again.');

/**
 * What a file is uploaded for: a trainer's training material, a student's document (issue 13), a
 * course's cover image (issue 27 item 1), or an image of an authored item's exhibit (issue 28 item 1).
 */
const FILE_PURPOSES = ['material', 'document', 'course-cover', 'item-image'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** A type a use accepts: the extension `file-type` reports and the MIME type served. */
export interface AllowedType {
  extension: string;
  mime: string;
  label: string;
}

const PDF: AllowedType = { extension: 'pdf', mime: 'application/pdf', label: 'PDF' };
const DOCX: AllowedType = {
  extension: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  label: 'DOCX',
};
/** Word 97-2003: `file-type` reports the OLE compound file as `cfb`. */
const DOC: AllowedType = { extension: 'cfb', mime: 'application/msword', label: 'DOC' };
const PPTX: AllowedType = {
  extension: 'pptx',
  mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  label: 'PPTX',
};
const PNG: AllowedType = { extension: 'png', mime: 'image/png', label: 'PNG' };
const JPEG: AllowedType = { extension: 'jpg', mime: 'image/jpeg', label: 'JPEG' };
const MP4: AllowedType = { extension: 'mp4', mime: 'video/mp4', label: 'MP4' };

/**
 * The allow-list of each use. Materials: documents, slides, images and short videos. Documents:
 * spec §5's upload guidelines, PDF, JPEG/JPG, PNG, DOC/DOCX. Course covers and item images: images only (PNG, JPEG).
 */
export const ALLOWED_TYPES: Record<FilePurpose, readonly AllowedType[]> = {
  material: [PDF, DOCX, DOC, PPTX, PNG, JPEG, MP4],
  document: [PDF, JPEG, PNG, DOC, DOCX],
  'course-cover': [PNG, JPEG],
  'item-image': [PNG, JPEG],
};

/** The file input's `accept` attribute for a use (a hint for the picker; the server checks the content). */
export const ACCEPT_ATTRIBUTE: Record<FilePurpose, string> = {
  material: '.pdf,.doc,.docx,.pptx,.png,.jpg,.jpeg,.mp4',
  document: '.pdf,.jpg,.jpeg,.png,.doc,.docx',
  'course-cover': '.png,.jpg,.jpeg',
  'item-image': '.png,.jpg,.jpeg',
};

/** The sentence for a file whose content is not one of `purpose`'s types. */
export function fileTypeMessage(purpose: FilePurpose): string {
  const labels = ALLOWED_TYPES[purpose].map((type) => type.label);
  return msg("This file's content is not an accepted type. Upload {{types}} or {{lastType}}.", {
    types: labels.slice(0, -1).join(', '),
    lastType: labels.at(-1) ?? '',
  });
}

/** Query of POST /api/files: what the upload is for. */
export const uploadQuerySchema = z.object({
  purpose: z.enum(FILE_PURPOSES, {
    error: msg('purpose must be one of: {{filePurposes}}.', { filePurposes: FILE_PURPOSES.join(', ') }),
  }),
});

/** An uploaded file as the API shows it: its cleaned name, detected type and size in bytes. */
export const storedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.int(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** Answer of POST /api/files (201). */
export const uploadResultSchema = z.object({ file: storedFileSchema });
