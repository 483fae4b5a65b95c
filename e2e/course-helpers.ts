import type { Page } from '@playwright/test';
import type { QuizSpec } from '../src/shared/marketplace/lessons';

/** The origin the API's CSRF check expects: the server's PUBLIC_URL, as playwright.config.ts sets it. */
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`;

type HelperLesson =
  | { kind: 'text'; title: string; bodyHtml: string; isFreePreview?: boolean }
  | { kind: 'quiz'; title: string; quiz: QuizSpec }
  | { kind: 'video'; title: string; videoId: string };

/** Sends `data` to `path` with the page's cookies and the expected origin; throws with the answer unless it is `status`. */
async function send(page: Page, method: 'post' | 'patch', path: string, data: unknown, status: number) {
  const response = await page.request[method](path, { headers: { origin }, data });
  if (response.status() !== status) {
    throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`);
  }
  return response.json();
}

/** Creates a published course of the signed-in trainer of `page` through the API, with its curriculum. */
export async function createCourseWithLessons(
  page: Page,
  course: {
    title: string;
    priceCents: number;
    sections: Array<{ title: string; lessons: Array<HelperLesson> }>;
  },
): Promise<{ courseId: string; lessonIds: string[] }> {
  const created = await send(
    page,
    'post',
    '/api/courses',
    {
      title: course.title,
      description: `${course.title}: lessons, a practice quiz and a certificate of completion.`,
      priceCents: course.priceCents,
      category: 'fundamentals',
      duration: '2 weeks',
      level: 'Beginner',
      isPublished: false,
    },
    201,
  );
  const courseId: string = created.id;
  const lessonIds: string[] = [];
  for (const section of course.sections) {
    const withSection = await send(
      page,
      'post',
      `/api/courses/${courseId}/curriculum/sections`,
      { title: section.title },
      200,
    );
    const sectionId: string = withSection.sections.at(-1).id;
    for (const lesson of section.lessons) {
      const curriculum = await send(
        page,
        'post',
        `/api/courses/${courseId}/curriculum/lessons`,
        { sectionId, lesson },
        200,
      );
      const inSection = curriculum.sections.find((found: { id: string }) => found.id === sectionId);
      lessonIds.push(inSection.lessons.at(-1).id);
    }
  }
  await send(page, 'patch', `/api/courses/${courseId}/publication`, { isPublished: true }, 200);
  return { courseId, lessonIds };
}

/**
 * Gives course `courseId` of the signed-in trainer of `page` a section with one text lesson, then
 * publishes it (a course is published only with a lesson, issue 27 item 1). Returns the publication's status.
 */
export async function addLessonAndPublish(page: Page, courseId: string): Promise<number> {
  const withSection = await send(
    page,
    'post',
    `/api/courses/${courseId}/curriculum/sections`,
    { title: 'Introduction' },
    200,
  );
  await send(
    page,
    'post',
    `/api/courses/${courseId}/curriculum/lessons`,
    {
      sectionId: withSection.sections.at(-1).id,
      lesson: { kind: 'text', title: 'Welcome', bodyHtml: '<p>Welcome to the course.</p>' },
    },
    200,
  );
  const published = await page.request.patch(`/api/courses/${courseId}/publication`, {
    headers: { origin },
    data: { isPublished: true },
  });
  return published.status();
}
