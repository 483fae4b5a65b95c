import { courseOrderKind } from './features/marketplace/course-order';
import { videosInBoughtCourses } from './features/marketplace/included-videos';
import type { OrderKinds } from './features/payments/service';
import { planOrderKind } from './features/plans/service';
import { programmeFeeOrderKind } from './features/programs/service';
import { sessionOrderKind } from './features/trainer-sessions/session-order';
import { createVideoOrderKind } from './features/trainer-videos/video-order';

/**
 * What each kind of order buys (issue 26 item 2, decision 022): every seller's handler, composed
 * here so the payments feature imports no seller and no seller imports another.
 */
export const orderKinds: OrderKinds = {
  course: courseOrderKind,
  session: sessionOrderKind,
  video: createVideoOrderKind(videosInBoughtCourses),
  plan: planOrderKind,
  programme_fee: programmeFeeOrderKind,
};
