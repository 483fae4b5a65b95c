import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demoSession, newAccount, registerAndSignIn } from './account-helpers';
import { createCourseWithLessons } from './course-helpers';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The question's options, lettered A-D (the header's text size control has radio buttons too). */
const options = (page: Page) => page.getByRole('radio', { name: /^[A-D] / });

/** Two stand-alone multiple-choice items of the bank and their keys (the quiz lesson names them). */
const QUIZ_FILE = new URL('../content/questions/care-and-promotion-01.json', import.meta.url);
function quizItems(): Array<{ id: string; key: number }> {
  const { questions } = JSON.parse(readFileSync(QUIZ_FILE, 'utf8')) as {
    questions: { id: string; itemType: string; correctAnswer?: number; groupId?: string }[];
  };
  return questions
    .filter((item) => item.itemType === 'multiple-choice' && item.correctAnswer !== undefined && !item.groupId)
    .slice(0, 2)
    .map((item) => ({ id: item.id, key: item.correctAnswer as number }));
}

test('issue 27 item 2: a student works through a bought course, comes back where she left off, passes the quiz lesson and gets a certificate anyone can verify', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? 'http://localhost:4310').origin;
  const title = `Cardiac Nursing ${randomBytes(3).toString('hex')}`;
  const items = quizItems();
  const keys = new Map(items.map((item) => [item.id, item.key]));

  // David Kim, a demo trainer, makes a free video and builds the course (part A's editor helper).
  const trainer = await demoSession(browser, baseURL, 'david.kim@nightingale.test');
  const madeVideo = await trainer.request.post('/api/trainer/videos', {
    headers: { origin },
    data: {
      title: `Heart sounds ${title}`,
      category: 'nclex-rn',
      description: 'S1, S2 and the murmurs the NCLEX asks about.',
      videoUrl: 'https://videos.example.org/heart-sounds.mp4',
      priceCents: 0,
    },
  });
  expect(madeVideo.status()).toBe(201);
  const videoId: string = (await madeVideo.json()).video.id;
  const { courseId } = await createCourseWithLessons(trainer, {
    title,
    priceCents: 1999,
    sections: [
      {
        title: 'Start here',
        lessons: [
          { kind: 'text', title: 'Welcome', bodyHtml: '<p>Welcome to cardiac nursing.</p>', isFreePreview: true },
          { kind: 'text', title: 'High-alert drugs', bodyHtml: '<p>Digoxin, heparin and potassium.</p>' },
        ],
      },
      {
        title: 'Listen and check',
        lessons: [
          { kind: 'video', title: 'Heart sounds', videoId },
          {
            kind: 'quiz',
            title: 'Check yourself',
            quiz: {
              subjects: [],
              clientNeeds: [],
              itemTypes: [],
              itemIds: items.map((item) => item.id),
              questionCount: 2,
              passPercent: 50,
            },
          },
        ],
      },
    ],
  });

  // A new student buys it (through the API the checkout page uses; the e2e server's test provider pays at once).
  const page = await (await browser.newContext({ baseURL })).newPage();
  const account = newAccount();
  await registerAndSignIn(page, baseURL, account);
  const created = await page.request.post('/api/orders', {
    headers: { origin },
    data: { kind: 'course', itemId: courseId },
  });
  expect(created.status()).toBe(201);
  const paid = await page.request.post(`/api/orders/${(await created.json()).order.id}/pay`, {
    headers: { origin },
    data: {},
  });
  expect(paid.status()).toBe(200);

  // My courses on the dashboard opens the course in the player, at its first lesson.
  await page.goto('/dashboard');
  const myCourses = page.getByRole('region', { name: 'My courses' });
  await expect(myCourses.getByRole('heading', { name: title })).toBeVisible();
  await myCourses.getByRole('link', { name: `Open course: ${title}` }).click();
  await expect(heading(page)).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Welcome', level: 2 })).toBeVisible();
  await expect(page.getByText('0 of 4 lessons complete')).toBeVisible();
  await expectNoAxeViolations(page, 'the course player');

  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('1 of 4 lessons complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark incomplete' })).toBeVisible();
  await page.getByRole('link', { name: 'Next lesson →' }).click();
  await expect(page.getByRole('heading', { name: 'High-alert drugs', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\?lesson=/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'High-alert drugs', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('2 of 4 lessons complete')).toBeVisible();
  await page.getByRole('link', { name: 'Next lesson →' }).click();
  await expect(page.getByRole('heading', { name: 'Heart sounds', level: 2 })).toBeVisible();

  // She leaves, and comes back through the course page's Open course: the player offers where she left off.
  await page.goto('/courses');
  await page.goto(`/courses/${courseId}`);
  await page.getByRole('link', { name: 'Open course' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue where you left off' }).click();
  await expect(page.getByRole('heading', { name: 'Heart sounds', level: 2 })).toBeVisible();
  // The closed test network cannot play the video: the lesson is marked complete by hand.
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('3 of 4 lessons complete')).toBeVisible();

  // The quiz lesson opens the exam screen; submitted, it completes the lesson and the course.
  await page.getByRole('link', { name: 'Next lesson →' }).click();
  await expect(page.getByRole('heading', { name: 'Check yourself', level: 2 })).toBeVisible();
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/quiz') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start quiz' }).click();
  const { attemptId } = (await (await started).json()) as { attemptId: string };
  const attempt = (await (await page.request.get(`/api/exams/attempts/${attemptId}`)).json()) as {
    items: { item: { id: string } }[];
  };
  for (const [index, entry] of attempt.items.entries()) {
    await expect(heading(page)).toHaveText(`Question ${index + 1} of 2`);
    await options(page)
      .nth(keys.get(entry.item.id) ?? 0)
      .click();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    if (index === 0) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText('Review your answers');
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(heading(page)).toHaveText(/Results$/);
  await page.getByRole('button', { name: 'Back to the course' }).click();
  await expect(page.getByRole('heading', { name: 'Check yourself', level: 2 })).toBeVisible();
  await expect(page.getByText('You passed this quiz')).toBeVisible();
  await expect(page.getByText('4 of 4 lessons complete')).toBeVisible();

  // The certificate downloads as a PDF, and its verification address opens for anyone.
  const certificate = page.getByRole('region', { name: 'Certificate of completion' });
  await expect(certificate).toBeVisible();
  await expectNoAxeViolations(page, 'the course player with a certificate');
  const downloading = page.waitForEvent('download');
  await certificate.getByRole('link', { name: 'Download certificate (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificate-.*\.pdf$/);
  const pdf = readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const verifyPath = await certificate.getByRole('link', { name: /\/certificates\// }).getAttribute('href');
  expect(verifyPath).toMatch(/^\/certificates\/[0-9a-f-]{36}$/);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(verifyPath as string);
  await expect(heading(visitor)).toHaveText('Certificate of completion');
  await expect(visitor.getByText('This certificate is genuine.', { exact: false })).toBeVisible();
  await expect(visitor.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(visitor.getByText(title)).toBeVisible();
  await expectNoAxeViolations(visitor, 'the certificate verification page');
  await visitor.goto('/certificates/7d9f4a36-1c2b-4f5e-9a8b-2c3d4e5f6a7b');
  await expect(visitor.getByText('Certificate not found')).toBeVisible();
});

test('issue 27 item 2: a visitor on a phone in the dark scheme opens the free preview and sees the rest locked; the trainer previews it as a learner', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Renal Care ${randomBytes(3).toString('hex')}`;
  const trainer = await demoSession(browser, baseURL, 'david.kim@nightingale.test');
  const { courseId, lessonIds } = await createCourseWithLessons(trainer, {
    title,
    priceCents: 2999,
    sections: [
      {
        title: 'Kidneys',
        lessons: [
          { kind: 'text', title: 'Why kidneys matter', bodyHtml: '<p>They filter the blood.</p>', isFreePreview: true },
          { kind: 'text', title: 'Dialysis', bodyHtml: '<p>Hemodialysis and peritoneal dialysis.</p>' },
        ],
      },
    ],
  });

  // The trainer's preview shows every lesson open, and records nothing.
  await trainer.goto(`/courses/${courseId}/learn?preview=1&lesson=${lessonIds[1]}`);
  await expect(trainer.getByText('Preview as a learner')).toBeVisible();
  await expect(trainer.getByText('Hemodialysis and peritoneal dialysis.')).toBeVisible();
  await expect(trainer.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);

  // A visitor on a 390 px phone, dark from the first paint.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
  const visitor = await context.newPage();
  await visitor.goto(`/courses/${courseId}/learn`);
  await expect(heading(visitor)).toHaveText(title);
  await expect(visitor.getByRole('heading', { name: 'Why kidneys matter', level: 2 })).toBeVisible();
  await expect(visitor.getByText('They filter the blood.')).toBeVisible();
  await visitor.getByRole('button', { name: /^Curriculum/ }).click();
  await expect(visitor.getByRole('link', { name: /Dialysis/ })).toBeVisible();
  await expectNoAxeViolations(visitor, 'the course player on a phone, dark');
  expect(await sidewaysOverflow(visitor, 'main')).toBe(0);
  await visitor.getByRole('link', { name: /Dialysis/ }).click();
  await expect(visitor.getByText('This lesson is locked')).toBeVisible();
  await expect(visitor.getByText('Hemodialysis and peritoneal dialysis.')).toHaveCount(0);
  await visitor.getByRole('link', { name: 'Buy the course' }).last().click();
  await expect(heading(visitor)).toHaveText(title);
  await context.close();
});
