import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import type { Material, materialReviewBodySchema } from '../../../shared/trainer-tools/materials';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isMaterialId, materialNotFound, toMaterials } from './materials';
import { trainingMaterials } from './tables';

/** A validated body of POST /api/admin/materials/:materialId/review. */
export type MaterialReviewInput = z.output<typeof materialReviewBodySchema>;

/**
 * Spec §4 "training_material status": an admin approves or rejects a pending material, with
 * optional comments (empty: none). Approval sets approved_at to `at`; rejection clears it. Records
 * who reviewed and when. The update is conditional on the material still being pending, so of two
 * reviews (or a review and an edit) at the same moment only one wins. Errors: 404 no such
 * material; 409 material_not_pending ('Only pending material can be reviewed; this one is already
 * {status}.'), so approve-then-reject is refused.
 */
export async function reviewMaterial(
  db: Database,
  materialId: string,
  reviewer: AccountUser,
  body: MaterialReviewInput,
  at: Date,
): Promise<Material> {
  if (!isMaterialId(materialId)) throw materialNotFound();
  const [row] = await db
    .update(trainingMaterials)
    .set({
      status: body.status,
      approvedAt: body.status === 'approved' ? at : null,
      adminComments: body.adminComments || null,
      reviewedById: reviewer.id,
      reviewedAt: at,
      updatedAt: at,
    })
    .where(and(eq(trainingMaterials.id, materialId), eq(trainingMaterials.status, 'pending')))
    .returning();
  if (row) {
    const [material] = await toMaterials(db, [row], reviewer.id);
    if (material) return material;
  }
  const [current] = await db
    .select({ status: trainingMaterials.status })
    .from(trainingMaterials)
    .where(eq(trainingMaterials.id, materialId));
  if (!current) throw materialNotFound();
  throw new AppError('material_not_pending', {
    status: 409,
    message: `Only pending material can be reviewed; this one is already ${current.status}.`,
  });
}
