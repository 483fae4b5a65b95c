import { AppError } from './errors';
import { courseOrderKind } from './features/marketplace/course-order';
import { videosInBoughtCourses } from './features/marketplace/included-videos';
import type { OrderKindHandler, OrderKinds } from './features/payments/service';
import { sessionOrderKind } from './features/trainer-sessions/session-order';
import { createVideoOrderKind } from './features/trainer-videos/video-order';

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
  session: sessionOrderKind,
  video: createVideoOrderKind(videosInBoughtCourses),
  plan: notForSale,
  programme_fee: notForSale,
};
