import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoSession, newStudent } from './account-helpers';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';

/*
 * Issue 27 items 3 and 4: a student books sessions and sees the meeting link from 15 minutes before
 * the start (the time it appears before that); a video that cannot play says so, and the demo clip
 * plays through the file store.
 */

const suffix = () => randomBytes(3).toString('hex');
const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:4310').origin;
const MINUTE_MS = 60 * 1000;

/** Creates a session as the signed-in trainer on `page` through the API, starting `minutes` from now. */
async function createSession(
  page: Page,
  baseURL: string | undefined,
  body: { title: string; minutes: number; meetingUrl: string; maxStudents: number },
) {
  const response = await page.request.post('/api/trainer/sessions', {
    headers: { origin: originOf(baseURL) },
    data: {
      title: body.title,
      description: 'Bring the questions you find hardest.',
      durationMinutes: 60,
      priceCents: 2000,
      maxStudents: body.maxStudents,
      startsAt: new Date(Date.now() + body.minutes * MINUTE_MS).toISOString(),
      meetingUrl: body.meetingUrl,
      place: '',
    },
  });
  expect(response.status()).toBe(201);
}

/** Books the session `title` from the Training Center: Book, then Pay on the checkout page. */
async function book(page: Page, title: string) {
  await page.goto('/training-center');
  const card = page.getByRole('region', { name: 'One-on-One Sessions' }).getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await page.getByRole('button', { name: 'Pay $20.00' }).click();
  await expect(page.getByText('Session Booked').first()).toBeVisible();
}

test('a student books a session starting soon and sees its link; one in two hours shows when its link appears', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const soon = `Starting Soon Q&A ${suffix()}`;
  const later = `Later Today Coaching ${suffix()}`;
  const trainer = await demoSession(browser, baseURL, 'david.kim@nightingale.test');
  await createSession(trainer, baseURL, {
    title: soon,
    minutes: 10,
    meetingUrl: 'https://meet.example.org/starting-soon',
    maxStudents: 3,
  });
  await createSession(trainer, baseURL, {
    title: later,
    minutes: 120,
    meetingUrl: 'https://meet.example.org/later-today',
    maxStudents: 1,
  });

  const { page } = await newStudent(browser, baseURL);
  await page.goto('/training-center');
  const offered = page.getByRole('region', { name: 'One-on-One Sessions' });
  // Before booking: a group session is called so, and its link is nowhere on the page.
  await expect(offered.getByRole('article', { name: soon })).toContainText('Group session');
  await expect(page.getByRole('link', { name: /Join session/ })).toHaveCount(0);

  await book(page, soon);
  await book(page, later);
  await page.goto('/training-center');
  const booked = page.getByRole('region', { name: 'Your Booked Sessions' });
  const soonCard = booked.getByRole('article', { name: soon });
  const join = soonCard.getByRole('link', { name: /Join session/ });
  await expect(join).toHaveAttribute('href', 'https://meet.example.org/starting-soon');
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(soonCard).toContainText('Group session with David Kim');
  const laterCard = booked.getByRole('article', { name: later });
  await expect(laterCard).toContainText(/The link appears at (\d+\/\d+\/\d+, )?\d{1,2}:\d{2} [AP]M\./);
  await expect(laterCard.getByRole('link', { name: /Join session/ })).toHaveCount(0);
  await expect(laterCard).toContainText('One-on-one session with David Kim');
  await expect(page.locator('body')).not.toContainText('https://meet.example.org/later-today');
  await expectNoAxeViolations(page, 'the Training Center with booked sessions');

  // On a phone (390 px wide) nothing is hidden sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(join).toBeVisible();
  expect(await sidewaysOverflow(page, 'main')).toBeLessThanOrEqual(0);
});

test('a video that cannot play says so, with the link to its source; the demo clip plays through the file store', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Unreachable Lesson ${suffix()}`;
  const source = 'https://media.nightingale.test/videos/unreachable.mp4';
  const trainer = await demoSession(browser, baseURL, 'david.kim@nightingale.test');
  const created = await trainer.request.post('/api/trainer/videos', {
    headers: { origin: originOf(baseURL) },
    data: {
      title,
      category: 'nclex-rn',
      description: 'An address that does not exist.',
      videoUrl: source,
      priceCents: 0,
    },
  });
  expect(created.status()).toBe(201);

  const { page } = await newStudent(browser, baseURL);
  await page.goto('/training-center');
  const videos = page.getByRole('region', { name: 'Video Lessons' });
  await videos.getByRole('article', { name: title }).getByRole('button', { name: 'Watch' }).click();
  const player = page.getByRole('dialog');
  const failed = player.getByRole('alert');
  await expect(failed).toContainText('This video cannot be played here');
  await expect(failed.getByRole('link', { name: /Open the video at its source/ })).toHaveAttribute('href', source);
  await expectNoAxeViolations(page, 'a video that cannot play');
  await player.getByRole('button', { name: 'Close' }).click();

  // The demo clip: Maria's free video, kept in the file store, loads in the player.
  const showAll = videos.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  await videos
    .getByRole('article', { name: 'Digoxin Toxicity in 8 Minutes' })
    .getByRole('button', { name: 'Watch' })
    .click();
  const clip = page.getByRole('dialog').getByLabel('Digoxin Toxicity in 8 Minutes');
  await expect(clip).toBeVisible();
  await expect
    .poll(() => clip.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await clip.evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(3);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the demo clip in the player');
});
