import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { findProgram } from '../../../shared/programs/programs';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { listOrdersOfKind, type OrderKindHandler } from '../payments/service';
import { findEnrolment } from './enrolments';
import { feeDueAt, feeTitle } from './fee-terms';

const feeNotFound = () =>
  new AppError('programme_fee_not_found', {
    status: 404,
    message: msg('You have no fee to pay for this programme. Choose your programme on Program Selection first.'),
  });

/** True when `userId` has paid the fee of `programId` (its order is paid). */
export async function isFeePaid(db: Database, userId: string, programId: string): Promise<boolean> {
  const paid = await listOrdersOfKind(db, {
    buyerId: userId,
    kind: 'programme_fee',
    itemId: programId,
    statuses: ['paid'],
  });
  return paid.length > 0;
}

/**
 * Checks in `tx` that `userId` owes the fee of `programId` (enrolled in it, its row held FOR UPDATE
 * so a change of programme and a second payment of the fee wait, and not paid yet) and answers the
 * programme and enrolment.
 * Errors: 404 `programme_fee_not_found` (no such programme, or not the one enrolled in), 409
 * `programme_fee_paid`.
 */
async function owedFee(tx: Database, userId: string, programId: string) {
  const program = findProgram(programId);
  if (!program) throw feeNotFound();
  const enrolment = await findEnrolment(tx, userId, { lock: 'update' });
  if (enrolment?.programId !== program.id) throw feeNotFound();
  if (await isFeePaid(tx, userId, program.id)) {
    throw new AppError('programme_fee_paid', {
      status: 409,
      message: msg('Your fee for {{title}} is already paid. It is on your Payment Portal.', { title: program.title }),
    });
  }
  return { program, enrolment };
}

/**
 * Paying a programme fee through an order (spec §9 "Program fees: 365, 200, 525, 425 USD"; issue
 * 26 item 5). The item id is the programme's id; the price is the catalogue's fee, never the
 * browser's (a different `expectedPriceCents` is 409 `price_changed`); no referral discount. Due
 * FEE_DUE_DAYS after enrolment; the order holds nothing and never lapses (`expires: false`).
 * Refused, writing nothing: 404 `programme_fee_not_found` (not enrolled in that programme), 409
 * `programme_fee_paid`. Paid: the order row is the record (the timeline reads it); a payment that
 * lands after the student changed programme, or after the fee was paid, fails and is refunded.
 */
export const programmeFeeOrderKind: OrderKindHandler = {
  async quote(tx, { buyer, itemId, expectedPriceCents }) {
    const { program, enrolment } = await owedFee(tx, buyer.id, itemId);
    const priceCents = program.feeUsd * 100;
    if (expectedPriceCents !== undefined && expectedPriceCents !== priceCents) {
      throw new AppError('price_changed', {
        status: 409,
        message: msg('The fee of {{title}} is {{fee}}. Check the amount, then pay again.', {
          title: program.title,
          fee: `$${program.feeUsd}.00`,
        }),
      });
    }
    return {
      itemTitle: feeTitle(program.title),
      description: feeTitle(program.title),
      priceCents,
      discountCents: 0,
      amountCents: priceCents,
      referralCode: null,
      returnPath: paths.tracking.path,
      dueAt: feeDueAt(new Date(enrolment.enrolledAt)),
      expires: false,
    };
  },
  async fulfil(tx, order) {
    await owedFee(tx, order.buyerId, order.itemId);
  },
};
