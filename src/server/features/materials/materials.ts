import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type { Material, MaterialStatusFilter, materialBodySchema } from '../../../shared/materials/materials';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findUserNames } from '../account/service';
import { findOwnedFile, getFileMeta, sendStoredFile } from '../files/service';
import { trainingMaterials } from './tables';

/**
 * Trainers' training materials (spec §2 "Trainer content", §3 "training_material", §4, §5
 * "Material submit", §7): a trainer submits (pending), edits while pending and reads their own;
 * admins read every trainer's and review (review.ts). Ownership is in each query, so another
 * trainer's material is a 404.
 */

type MaterialRow = typeof trainingMaterials.$inferSelect;
/** A validated body of POST /api/materials and PUT /api/materials/:materialId (trimmed, defaults applied). */
type MaterialInput = z.output<typeof materialBodySchema>;

/** At most this many materials per list answer, newest first. */
const LIST_LIMIT = 500;

/** The 404 of a material that does not exist or is not the reader's. */
export function materialNotFound(): AppError {
  return new AppError('material_not_found', {
    status: 404,
    message: msg('This training material does not exist, or it is not yours.'),
  });
}

/** The newest-first order of every list (spec §7: by created_at). */
const newestFirst = [desc(trainingMaterials.createdAt), desc(trainingMaterials.id)] as const;

/**
 * Material rows as the API shows them to `viewerId` (null: no one in particular): the trainer's
 * name, the uploaded file's metadata and where to download it (`/api/materials/{id}/file`), and
 * `canEdit` for the trainer while it is pending (spec §2) or rejected (edit and resubmit, issue 23).
 * Order kept.
 */
export async function toMaterials(
  db: Database,
  rows: readonly MaterialRow[],
  viewerId: string | null,
): Promise<Material[]> {
  const [names, files] = await Promise.all([
    findUserNames(
      db,
      rows.map((row) => row.trainerId),
    ),
    getFileMeta(
      db,
      rows.flatMap((row) => (row.fileId ? [row.fileId] : [])),
    ),
  ]);
  return rows.map((row) => {
    const file = row.fileId ? (files.get(row.fileId) ?? null) : null;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      content: row.content,
      materialType: row.materialType,
      fileUrl: row.fileUrl,
      file,
      fileHref: file ? `/api/materials/${row.id}/file` : null,
      trainerId: row.trainerId,
      trainerName: names.get(row.trainerId) ?? 'Unknown trainer',
      status: row.status,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
      adminComments: row.adminComments,
      reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
      resubmittedAt: row.resubmittedAt ? row.resubmittedAt.toISOString() : null,
      previousAdminComments: row.previousAdminComments,
      canEdit: viewerId !== null && row.trainerId === viewerId && row.status !== 'approved',
    };
  });
}

async function toMaterial(db: Database, row: MaterialRow, viewerId: string | null): Promise<Material> {
  const [material] = await toMaterials(db, [row], viewerId);
  if (!material) throw materialNotFound();
  return material;
}

/**
 * The columns a body sets: empty optional text and an empty file URL stored as null (spec §3
 * nullable fields). The upload, when given, must be `trainerId`'s own upload for a material, not
 * attached to another material (`materialId` excluded: the one being edited); its row stays locked
 * until `tx` ends, so two submissions of one upload are decided one after the other. Errors: 400
 * material_file_not_found, 400 material_file_in_use.
 */
async function materialColumns(
  tx: Database,
  trainerId: string,
  body: MaterialInput,
  materialId: string | null,
): Promise<Pick<MaterialRow, 'title' | 'description' | 'content' | 'materialType' | 'fileUrl' | 'fileId'>> {
  const fileId = body.fileId ?? null;
  if (fileId) {
    const file = await findOwnedFile(tx, { fileId, ownerId: trainerId, purpose: 'material' }, { lock: true });
    if (!file) {
      throw new AppError('material_file_not_found', {
        status: 400,
        message: msg('The uploaded file was not found. Upload it again.'),
      });
    }
    const [attached] = await tx
      .select({ id: trainingMaterials.id })
      .from(trainingMaterials)
      .where(and(eq(trainingMaterials.fileId, fileId), materialId ? ne(trainingMaterials.id, materialId) : undefined))
      .limit(1);
    if (attached) {
      throw new AppError('material_file_in_use', {
        status: 400,
        message: msg('This uploaded file already belongs to another training material. Upload it again for this one.'),
      });
    }
  }
  return {
    title: body.title,
    description: body.description || null,
    content: body.content || null,
    materialType: body.materialType,
    fileUrl: body.fileUrl || null,
    fileId,
  };
}

/**
 * Spec §5 "Material submit": stores `trainer`'s material as pending at `at` and returns it.
 * Errors (nothing stored): 400 for an upload that is not theirs or already attached.
 */
export async function createMaterial(
  db: Database,
  trainer: AccountUser,
  body: MaterialInput,
  at: Date,
): Promise<Material> {
  const row = await db.transaction(async (tx) => {
    const columns = await materialColumns(tx, trainer.id, body, null);
    const [inserted] = await tx
      .insert(trainingMaterials)
      .values({ ...columns, trainerId: trainer.id, status: 'pending', createdAt: at, updatedAt: at })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('insert returned no material');
  return toMaterial(db, row, trainer.id);
}

/**
 * Spec §2 "My Materials": `trainerId`'s own materials, newest first (at most 500). The prototype
 * listed every trainer's (spec §7); Nightingale lists only the reader's.
 */
export async function listMyMaterials(db: Database, trainerId: string): Promise<Material[]> {
  const rows = await db
    .select()
    .from(trainingMaterials)
    .where(eq(trainingMaterials.trainerId, trainerId))
    .orderBy(...newestFirst)
    .limit(LIST_LIMIT);
  return toMaterials(db, rows, trainerId);
}

/**
 * Replaces every field of `trainer`'s own material `materialId` (spec §2: Edit only when pending).
 * A rejected material may be edited too (issue 23): the edit resubmits it, so it is pending again at
 * a new version, the rejection's comments kept as `previousAdminComments` (the trainer still reads
 * them; the admin's queue shows a resubmission) and `resubmittedAt` set to `at`. The row is locked
 * while it is checked and changed, so an edit and a review at the same moment cannot both win.
 * Errors: 404 not theirs or missing; 409 material_already_reviewed (approved); 400 the upload.
 */
export async function updateMaterial(
  db: Database,
  materialId: string,
  trainer: AccountUser,
  body: MaterialInput,
  at: Date,
): Promise<Material> {
  if (!isUuid(materialId)) throw materialNotFound();
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: trainingMaterials.status, adminComments: trainingMaterials.adminComments })
      .from(trainingMaterials)
      .where(and(eq(trainingMaterials.id, materialId), eq(trainingMaterials.trainerId, trainer.id)))
      .for('update');
    if (!current) throw materialNotFound();
    if (current.status === 'approved') {
      throw new AppError('material_already_reviewed', {
        status: 409,
        message: msg('This material has already been reviewed, so it can no longer be edited.'),
      });
    }
    const columns = await materialColumns(tx, trainer.id, body, materialId);
    const resubmission =
      current.status === 'rejected'
        ? {
            status: 'pending' as const,
            approvedAt: null,
            adminComments: null,
            previousAdminComments: current.adminComments,
            resubmittedAt: at,
          }
        : {};
    const [updated] = await tx
      .update(trainingMaterials)
      .set({ ...columns, ...resubmission, version: sql`${trainingMaterials.version} + 1`, updatedAt: at })
      .where(eq(trainingMaterials.id, materialId))
      .returning();
    return updated;
  });
  if (!row) throw materialNotFound();
  return toMaterial(db, row, trainer.id);
}

/**
 * GET /api/materials/:materialId/file: the material's uploaded file, to its trainer and to admins
 * (`anyTrainer`). Errors: 404 for anyone else, a missing material, or one without an upload.
 */
export async function sendMaterialFile(
  db: Database,
  reply: FastifyReply,
  { materialId, readerId, anyTrainer }: { materialId: string; readerId: string; anyTrainer: boolean },
): Promise<FastifyReply> {
  if (!isUuid(materialId)) throw materialNotFound();
  const [row] = await db
    .select({ fileId: trainingMaterials.fileId })
    .from(trainingMaterials)
    .where(
      and(eq(trainingMaterials.id, materialId), anyTrainer ? undefined : eq(trainingMaterials.trainerId, readerId)),
    );
  if (!row?.fileId) throw materialNotFound();
  return sendStoredFile(db, reply, row.fileId);
}

/**
 * Spec §2 "Admin review": every trainer's materials with status `status` (all: any), newest first
 * (at most 500), as `viewerId` (an admin) sees them.
 */
export async function listMaterialsForReview(
  db: Database,
  status: MaterialStatusFilter,
  viewerId: string,
): Promise<Material[]> {
  const rows = await db
    .select()
    .from(trainingMaterials)
    .where(status === 'all' ? undefined : eq(trainingMaterials.status, status))
    .orderBy(...newestFirst)
    .limit(LIST_LIMIT);
  return toMaterials(db, rows, viewerId);
}

/**
 * For a course's material lessons: the materials `ids` (any status, any trainer) in the order of `ids`, each
 * once; ids that are not UUIDs or name no material are left out. `canEdit` is false.
 */
export async function listMaterialsByIds(db: Database, ids: readonly string[]): Promise<Material[]> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db.select().from(trainingMaterials).where(inArray(trainingMaterials.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toMaterials(
    db,
    wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
    null,
  );
}

/** For the course editor's lesson items: `trainerId`'s approved materials, newest first (at most 500). `canEdit` is false. */
export async function listApprovedMaterialsOf(db: Database, trainerId: string): Promise<Material[]> {
  const rows = await db
    .select()
    .from(trainingMaterials)
    .where(and(eq(trainingMaterials.trainerId, trainerId), eq(trainingMaterials.status, 'approved')))
    .orderBy(...newestFirst)
    .limit(LIST_LIMIT);
  return toMaterials(db, rows, null);
}
