import { eq, inArray, sql } from 'drizzle-orm';
import type { DocumentKind } from '../../../shared/documents/document-kinds';
import { paths } from '../../../shared/paths';
import type { PaymentProviderName } from '../../../shared/payments/orders';
import {
  type Enrolment,
  findProgram,
  PROGRAM_COMING_SOON,
  PROGRAM_NOT_FOUND,
  PROGRAMS,
  type ProgramsResponse,
} from '../../../shared/programs/programs';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { cancelPendingOrdersOf, listOrdersOfKind, openPendingOrder } from '../payments/service';
import { feeDueAt, feeTitle } from './fee-terms';
import { programEnrolments } from './tables';

/**
 * Program Selection (spec §2 "Program Selection", §3 "programs", §4 "Program status available /
 * coming-soon", §9 fees; issue 13). The catalogue is product data (PROGRAMS in the shared
 * contract); a student's choice is one row of `program_enrolments`, changed when they choose another
 * programme. Other features read it only through findEnrolment, listEnrolments and requiredDocumentKinds.
 */

type EnrolmentRow = Pick<typeof programEnrolments.$inferSelect, 'programId' | 'enrolledAt'>;

const toEnrolment = (row: EnrolmentRow): Enrolment => ({
  programId: row.programId,
  enrolledAt: row.enrolledAt.toISOString(),
});

/**
 * The enrolment of `userId` (its programme and when they chose it), or null before they choose one.
 * With `lock: 'update'` it is held FOR UPDATE instead (a fee's payment: two at once are served one
 * after the other, so a fee is never paid twice).
 * With `lock` (inside a transaction) the row is held FOR SHARE until the transaction ends, so a
 * change of programme waits for a document action that relies on the current checklist.
 */
export async function findEnrolment(
  db: Database,
  userId: string,
  { lock = false }: { lock?: boolean | 'update' } = {},
): Promise<Enrolment | null> {
  const query = db
    .select({ programId: programEnrolments.programId, enrolledAt: programEnrolments.enrolledAt })
    .from(programEnrolments)
    .where(eq(programEnrolments.userId, userId));
  const [row] = lock ? await query.for(lock === 'update' ? 'update' : 'share') : await query;
  return row ? toEnrolment(row) : null;
}

/** The enrolments of the users `userIds`, by user id; users without one are absent. */
export async function listEnrolments(db: Database, userIds: readonly string[]): Promise<Map<string, Enrolment>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: programEnrolments.userId,
      programId: programEnrolments.programId,
      enrolledAt: programEnrolments.enrolledAt,
    })
    .from(programEnrolments)
    .where(inArray(programEnrolments.userId, ids));
  return new Map(rows.map((row) => [row.userId, toEnrolment(row)]));
}

/**
 * The documents the checklist of `enrolment`'s programme asks for, in checklist order; none
 * without an enrolment (or for a programme no longer in the catalogue).
 */
export function requiredDocumentKinds(enrolment: Enrolment | null): readonly DocumentKind[] {
  return enrolment ? (findProgram(enrolment.programId)?.requiredDocuments ?? []) : [];
}

/** GET /api/programs: the catalogue in the spec's order and the viewer's enrolment (null signed out or before choosing). */
export async function listPrograms(db: Database, viewerId: string | null): Promise<ProgramsResponse> {
  return {
    programs: PROGRAMS.map((program) => ({
      ...program,
      requirements: [...program.requirements],
      requiredDocuments: [...program.requiredDocuments],
    })),
    enrolment: viewerId ? await findEnrolment(db, viewerId) : null,
  };
}

/**
 * Enrols `userId` in programme `programId` at `at` (spec §2 "Program Selection", §4: only an
 * available programme) and returns the enrolment. One transaction, so two choices at once end with
 * one of them: a first choice inserts the row; another programme replaces it (enrolledAt = `at`);
 * the same programme again changes nothing (enrolledAt kept). Documents already on file stay.
 * A new or changed enrolment opens the programme's fee (issue 26 item 5, spec §9) as a pending
 * order due 30 days later, to be paid through the checkout with `feeProvider` (the app's payment
 * provider; the test provider by default), unless it was paid before; the unpaid fee of the
 * programme left is cancelled.
 * Errors, nothing stored: 400 program_not_found (PROGRAM_NOT_FOUND) for an id not in the
 * catalogue; 400 program_coming_soon (PROGRAM_COMING_SOON).
 */
export async function enrolInProgram(
  db: Database,
  { userId, programId, feeProvider = 'test' }: { userId: string; programId: string; feeProvider?: PaymentProviderName },
  at: Date,
): Promise<Enrolment> {
  const program = findProgram(programId);
  if (!program) throw new AppError('program_not_found', { status: 400, message: PROGRAM_NOT_FOUND });
  if (program.status !== 'available') {
    throw new AppError('program_coming_soon', { status: 400, message: PROGRAM_COMING_SOON });
  }
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .insert(programEnrolments)
      .values({ userId, programId: program.id, enrolledAt: at, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: programEnrolments.userId,
        set: { programId: program.id, enrolledAt: at, updatedAt: at },
        setWhere: sql`${programEnrolments.programId} <> excluded.program_id`,
      })
      .returning({ programId: programEnrolments.programId, enrolledAt: programEnrolments.enrolledAt });
    if (changed) {
      await cancelPendingOrdersOf(tx, { buyerId: userId, kind: 'programme_fee', exceptItemId: program.id }, at);
      const paid = await listOrdersOfKind(tx, {
        buyerId: userId,
        kind: 'programme_fee',
        itemId: program.id,
        statuses: ['paid'],
      });
      if (paid.length === 0) {
        await openPendingOrder(
          tx,
          {
            buyerId: userId,
            kind: 'programme_fee',
            itemId: program.id,
            itemTitle: feeTitle(program.title),
            priceCents: program.feeUsd * 100,
            returnPath: paths.tracking.path,
            dueAt: feeDueAt(at),
            provider: feeProvider,
          },
          at,
        );
      }
      return toEnrolment(changed);
    }
    const current = await findEnrolment(tx, userId);
    if (!current) throw new Error('enrolment vanished after an unchanged upsert');
    return current;
  });
}
