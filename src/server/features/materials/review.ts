import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type { Material, materialReviewBodySchema } from '../../../shared/materials/materials';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findUserNames } from '../account/service';
import { recordAudit } from '../audit/service';
import { materialNotFound, toMaterials } from './materials';
import { trainingMaterials } from './tables';

/** A validated body of POST /api/admin/materials/:materialId/review. */
type MaterialReviewInput = z.output<typeof materialReviewBodySchema>;

/**
 * Spec §4 "training_material status": an admin approves or rejects a pending material, with
 * optional comments (empty: none). Approval sets approved_at to `at`; rejection clears it. Records
 * who reviewed and when. The update is conditional on the material still being pending and at the
 * version the admin opened (`body.expectedVersion`), so of two reviews (or a review and an edit)
 * at the same moment only one wins, and an approval never lands on content the admin did not see.
 * The review and its audit entry `material.reviewed` (before and after: the status and comments;
 * the trainer as the user acted on) are written in one transaction.
 * Errors: 404 no such material; 409 material_not_pending ('Only pending material can be reviewed;
 * this one is already {status}.'), so approve-then-reject is refused; 409 material_changed (edited
 * since the admin opened it).
 */
export async function reviewMaterial(
  db: Database,
  materialId: string,
  reviewer: AccountUser,
  body: MaterialReviewInput,
  at: Date,
): Promise<Material> {
  if (!isUuid(materialId)) throw materialNotFound();
  const adminComments = body.adminComments || null;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: trainingMaterials.status, adminComments: trainingMaterials.adminComments })
      .from(trainingMaterials)
      .where(eq(trainingMaterials.id, materialId))
      .for('update');
    const [reviewed] = await tx
      .update(trainingMaterials)
      .set({
        status: body.status,
        approvedAt: body.status === 'approved' ? at : null,
        adminComments,
        reviewedById: reviewer.id,
        reviewedAt: at,
        updatedAt: at,
      })
      .where(
        and(
          eq(trainingMaterials.id, materialId),
          eq(trainingMaterials.status, 'pending'),
          eq(trainingMaterials.version, body.expectedVersion),
        ),
      )
      .returning();
    if (!before || !reviewed) return undefined;
    const trainerName = (await findUserNames(tx, [reviewed.trainerId])).get(reviewed.trainerId) ?? 'a deleted account';
    await recordAudit(tx, {
      actorId: reviewer.id,
      action: 'material.reviewed',
      subjectType: 'material',
      subjectId: reviewed.id,
      subjectUserId: reviewed.trainerId,
      summary: `${body.status === 'approved' ? 'Approved' : 'Rejected'} '${reviewed.title}' by ${trainerName}`,
      before: { title: reviewed.title, status: before.status, adminComments: before.adminComments },
      after: { title: reviewed.title, status: reviewed.status, adminComments },
      reason: adminComments,
      at,
    });
    return reviewed;
  });
  if (row) {
    const [material] = await toMaterials(db, [row], reviewer.id);
    if (material) return material;
  }
  const [current] = await db
    .select({ status: trainingMaterials.status })
    .from(trainingMaterials)
    .where(eq(trainingMaterials.id, materialId));
  if (!current) throw materialNotFound();
  if (current.status === 'pending') {
    throw new AppError('material_changed', {
      status: 409,
      message: msg('The trainer changed this material after you opened it. Open it again to review what it says now.'),
    });
  }
  throw new AppError('material_not_pending', {
    status: 409,
    message:
      current.status === 'approved'
        ? msg('Only pending material can be reviewed; this one is already approved.')
        : msg('Only pending material can be reviewed; this one is already rejected.'),
  });
}
