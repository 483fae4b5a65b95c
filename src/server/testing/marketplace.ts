import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CourseBody, CourseDetail } from '../../shared/marketplace/courses';
import type { SignedIn } from './accounts';
import { checkoutAs } from './checkout';
import { TEST_ORIGIN } from './test-app';

/**
 * A valid course body: "Pharmacology Mastery", $49.99, published, with `overrides`. A new course has
 * no lessons, so POST it with `isPublished: false` (issue 27); createCourseAs does.
 */
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

/**
 * Creates a course as `trainer` through the API, published unless `overrides.isPublished` is false:
 * a draft first, then (to publish) a section "Introduction" with one text lesson "Welcome", then
 * published (issue 27: a course is published only with a lesson). Throws unless each step succeeds.
 */
export async function createCourseAs(
  app: FastifyInstance,
  trainer: SignedIn,
  overrides: Partial<CourseBody> = {},
): Promise<CourseDetail> {
  const publish = overrides.isPublished ?? true;
  const response = await requestAs(
    app,
    trainer,
    'POST',
    '/api/courses',
    courseBody({ ...overrides, isPublished: false }),
  );
  if (response.statusCode !== 201) throw new Error(`create course failed: ${response.statusCode} ${response.body}`);
  const draft: CourseDetail = response.json();
  if (!publish) return draft;
  const section = await requestAs(app, trainer, 'POST', `/api/courses/${draft.id}/curriculum/sections`, {
    title: 'Introduction',
  });
  if (section.statusCode !== 200) throw new Error(`add section failed: ${section.statusCode} ${section.body}`);
  const lesson = await requestAs(app, trainer, 'POST', `/api/courses/${draft.id}/curriculum/lessons`, {
    sectionId: section.json().sections[0].id,
    lesson: { kind: 'text', title: 'Welcome', bodyHtml: '<p>Welcome to the course.</p>' },
  });
  if (lesson.statusCode !== 200) throw new Error(`add lesson failed: ${lesson.statusCode} ${lesson.body}`);
  const published = await requestAs(app, trainer, 'PATCH', `/api/courses/${draft.id}/publication`, {
    isPublished: true,
  });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.statusCode} ${published.body}`);
  return published.json();
}

/** Buys course `courseId` through the checkout (order, then pay) as `buyer`, with `referralCode` when given. */
export function buy(app: FastifyInstance, buyer: SignedIn | null, courseId: string, referralCode?: string) {
  return checkoutAs(app, buyer, { kind: 'course', itemId: courseId, ...(referralCode ? { referralCode } : {}) });
}
