import { AppError } from './errors';
import { courseOrderKind } from './features/marketplace/course-order';
import type { OrderKindHandler, OrderKinds } from './features/payments/service';
import { planOrderKind } from './features/plans/service';
import { programmeFeeOrderKind } from './features/programs/service';

/** A kind of order not on sale yet: every order of it is refused. */
const notForSale: OrderKindHandler = {
  async quote() {
    throw new AppError('order_not_found', { status: 404, message: 'This cannot be bought yet.' });
  },
  async fulfil() {
    throw new AppError('order_not_found', { status: 404, message: 'This cannot be bought yet.' });
  },
};

/**
 * What each kind of order buys (issue 26 item 2): every seller's handler, composed here so the
 * payments feature imports no seller and no seller imports another.
 */
export const orderKinds: OrderKinds = {
  course: courseOrderKind,
  session: notForSale,
  video: notForSale,
  plan: planOrderKind,
  programme_fee: programmeFeeOrderKind,
};
