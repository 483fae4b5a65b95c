import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CourseBody, CourseDetail } from '../../shared/marketplace/courses';
import type { SignedIn } from './accounts';
import { checkoutAs } from './checkout';
import { TEST_ORIGIN } from './test-app';

/** A valid course body: "Pharmacology Mastery", $49.99, published, with `overrides`. */
export function courseBody(overrides: Partial<CourseBody> = {}): CourseBody {
  return {
    title: 'Pharmacology Mastery',
    description: 'High-alert medications, safe dosing and the NCLEX questions that test them.',
    priceCents: 4999,
    category: 'pharmacology',
    duration: '6 weeks',
    level: 'Intermediate',
    isPublished: true,
    ...overrides,
  };
}

/** A request as `who` (signed out when null), with the origin the CSRF check expects. */
export function requestAs(
  app: FastifyInstance,
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Creates a course as `trainer` through the API; throws unless it answers 201. */
export async function createCourseAs(
  app: FastifyInstance,
  trainer: SignedIn,
  overrides: Partial<CourseBody> = {},
): Promise<CourseDetail> {
  const response = await requestAs(app, trainer, 'POST', '/api/courses', courseBody(overrides));
  if (response.statusCode !== 201) throw new Error(`create course failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Buys course `courseId` through the checkout (order, then pay) as `buyer`, with `referralCode` when given. */
export function buy(app: FastifyInstance, buyer: SignedIn | null, courseId: string, referralCode?: string) {
  return checkoutAs(app, buyer, { kind: 'course', itemId: courseId, ...(referralCode ? { referralCode } : {}) });
}
