import type { Course } from '../../shared/marketplace/courses';
import { type Answer, type Call, mockApi } from './page-test-utils';

/** Test data of the marketplace's page tests (the course list, a course's page, checkout). */

/** A published course of another trainer, purchasable by the signed-in student. */
export const course: Course = {
  id: 'c1',
  title: 'Pharmacology Mastery',
  description: 'Drug classes, dosage calculations and safety.',
  priceCents: 5000,
  category: 'pharmacology',
  duration: '6 weeks',
  level: 'Beginner',
  isPublished: true,
  trainerId: 't1',
  trainerName: 'Tina Trainer',
  createdAt: '2026-03-02T09:00:00.000Z',
  enrolledStudents: 3,
  rating: 4.26,
  ratingCount: 2,
  viewerState: 'purchasable',
  outline: '',
  coverUrl: null,
};

const COURSE_PAGE_EXTRAS: [RegExp, unknown][] = [
  [/\/curriculum\/outline$/, { sections: [], lessonCount: 0 }],
  [/^\/api\/sessions\?/, { sessions: [] }],
  [/^\/api\/videos\?/, { videos: [] }],
  [
    /\/reviews\?page=\d+$/,
    { reviews: [], total: 0, page: 1, hasMore: false, mine: null, canReply: false, canModerate: false },
  ],
];

/** Answers the API's calls with `answer` and records them; a course page's outline, its reviews and its trainer's sessions and videos answer empty. */
export function mockMarketplaceApi(answer: (url: string, method: string, body: unknown) => Answer): Call[] {
  return mockApi((url, method, body) => {
    const fallback = method === 'GET' ? COURSE_PAGE_EXTRAS.find(([pattern]) => pattern.test(url)) : undefined;
    return fallback ? { status: 200, body: fallback[1] } : answer(url, method, body);
  });
}
