import { z } from 'zod/mini';
import { storedFileSchema } from '../files/file-kinds';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { noControlCharacters, visibleText } from '../text';

/**
 * Trainers' training materials and their review (spec §2 "Trainer content", "Admin review"; §3
 * "training_material"; §4; §5 "Material submit"; §9 material types and status filter).
 */

/** Spec §9: document (default), video, course, quiz, presentation. */
export const MATERIAL_TYPES = ['document', 'video', 'course', 'quiz', 'presentation'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const MATERIAL_TYPE_LABELS: Record<MaterialType, string> = {
  document: msg('Document'),
  video: msg('Video'),
  course: msg('Course'),
  quiz: msg('Quiz'),
  presentation: msg('Presentation'),
};

/** Spec §4: pending on submission, then approved or rejected. */
const MATERIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];
/** Spec §9 status filter of /admin/review. */
export const MATERIAL_STATUS_FILTERS = ['all', ...MATERIAL_STATUSES] as const;
export type MaterialStatusFilter = (typeof MATERIAL_STATUS_FILTERS)[number];

/** Spec §5 and §8 texts. */
export const MATERIAL_TITLE_REQUIRED = msg('Please enter a title for your training material.');
export const MATERIAL_LOGIN_REQUIRED = msg('You must be logged in to submit training materials.');
export const MATERIAL_SUBMITTED = msg('Your training material has been submitted for review.');
export const MATERIALS_EMPTY = msg('No training materials submitted yet.');
export const FILE_URL_INVALID = msg('Please enter a valid URL starting with http:// or https://');
export const FILE_URL_OR_UPLOAD = msg('Give either a file URL or an uploaded file, not both.');
/** Spec §8 'Material has been {status}.' */
export const materialReviewedMessage = (status: 'approved' | 'rejected') =>
  status === 'approved' ? msg('Material has been approved.') : msg('Material has been rejected.');

export const MATERIAL_TITLE_MAX = 200;
export const MATERIAL_DESCRIPTION_MAX = 2000;
export const MATERIAL_CONTENT_MAX = 20_000;
export const ADMIN_COMMENTS_MAX = 2000;

/** Optional text: trimmed; empty means none (stored as null). */
const optionalText = (label: string, max: number) =>
  z.optional(
    z
      .string({ error: msg('{{label}} must be text.', { label }) })
      .check(
        z.trim(),
        z.maxLength(max, msg('{{label}} must be at most {{max}} characters.', { label, max })),
        noControlCharacters(label, { multiline: true }),
      ),
  );

/**
 * Body of POST /api/materials and PUT /api/materials/:materialId (spec §5 "Material submit"): the
 * title is required after trimming; the file is a URL (http or https) or an upload's id from
 * POST /api/files?purpose=material, or neither, never both.
 */
export const materialBodySchema = z
  .strictObject({
    title: z
      .string({ error: MATERIAL_TITLE_REQUIRED })
      .check(
        z.trim(),
        z.minLength(1, MATERIAL_TITLE_REQUIRED),
        visibleText(MATERIAL_TITLE_REQUIRED),
        z.maxLength(
          MATERIAL_TITLE_MAX,
          msg('The title must be at most {{max}} characters.', { max: MATERIAL_TITLE_MAX }),
        ),
        noControlCharacters(msg('The title')),
      ),
    materialType: z._default(
      z.enum(MATERIAL_TYPES, {
        error: msg('The material type must be one of: {{materialTypes}}.', {
          materialTypes: MATERIAL_TYPES.join(', '),
        }),
      }),
      'document',
    ),
    description: optionalText(msg('The description'), MATERIAL_DESCRIPTION_MAX),
    content: optionalText(msg('The content'), MATERIAL_CONTENT_MAX),
    fileUrl: z.optional(
      z.union([
        z.literal(''),
        z
          .url({ protocol: /^https?$/, error: FILE_URL_INVALID })
          .check(z.maxLength(2000, msg('The file URL must be at most 2000 characters.'))),
      ]),
    ),
    fileId: z.optional(z.nullable(z.uuid({ error: msg('fileId must be the id of a file you uploaded.') }))),
  })
  .check(z.refine((body) => !(body.fileUrl && body.fileId), { error: FILE_URL_OR_UPLOAD, path: ['fileUrl'] }));
export type MaterialBody = z.input<typeof materialBodySchema>;

/** The form's values on /trainer-content: the body's fields as typed (the upload is sent first). */
export type MaterialFormValues = {
  title: string;
  materialType: MaterialType;
  description: string;
  content: string;
  fileUrl: string;
};

/** A training material as the API shows it to its trainer and to admins. Times ISO 8601. */
const materialSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  content: z.nullable(z.string()),
  materialType: z.enum(MATERIAL_TYPES),
  fileUrl: z.nullable(z.string()),
  /** The uploaded file, when there is one. */
  file: z.nullable(storedFileSchema),
  /** Where the reader downloads the uploaded file (GET), or null. */
  fileHref: z.nullable(z.string()),
  trainerId: z.string(),
  trainerName: z.string(),
  status: z.enum(MATERIAL_STATUSES),
  /** Rises by one on every edit; a review names the version the admin opened. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  approvedAt: z.nullable(z.string()),
  adminComments: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /** When the trainer last resubmitted it after a rejection (issue 23), or null: the admin's queue marks it a resubmission. */
  resubmittedAt: z.nullable(z.string()),
  /** The admin's comments on the rejected version the resubmission answers, or null. */
  previousAdminComments: z.nullable(z.string()),
  /** True for the trainer while it is pending (spec §2: Edit only when pending) or rejected (edit and resubmit, issue 23). */
  canEdit: z.boolean(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialListSchema = z.object({ materials: z.array(materialSchema) });
export type MaterialList = z.infer<typeof materialListSchema>;
export const materialResultSchema = z.object({ material: materialSchema });

export const materialParamsSchema = z.object({
  materialId: entityId(msg('The material id')),
});

/** Query of GET /api/admin/materials: the status filter (spec §9), all by default. */
export const materialReviewQuerySchema = z.object({
  status: z._default(
    z.enum(MATERIAL_STATUS_FILTERS, {
      error: msg('status must be one of: {{materialStatusFilters}}.', {
        materialStatusFilters: MATERIAL_STATUS_FILTERS.join(', '),
      }),
    }),
    'all',
  ),
});

/**
 * Body of POST /api/admin/materials/:materialId/review (spec §4): approve or reject, with optional
 * comments, and the version of the material the admin opened (an edit since then is refused, 409).
 */
export const materialReviewBodySchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { error: msg('status must be approved or rejected.') }),
  expectedVersion: z
    .int({ error: msg('expectedVersion must be the version of the material you opened.') })
    .check(z.minimum(1, msg('expectedVersion must be the version of the material you opened.'))),
  adminComments: optionalText(msg('The comments'), ADMIN_COMMENTS_MAX),
});
export type MaterialReviewBody = z.input<typeof materialReviewBodySchema>;
