import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoSession, newStudent } from './account-helpers';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const COURSE = 'NCLEX Pharmacology Mastery';

test('issue 27 item 7: a buyer reviews a course, its trainer replies, an admin hides it with a reason', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const text = `The dosage drills ${randomBytes(3).toString('hex')} made me fast and careful.`;

  // A new student buys Maria's pharmacology course through the test checkout.
  const buyer = (await newStudent(browser, baseURL)).page;
  const { courses } = await (await buyer.request.get('/api/courses')).json();
  const course = courses.find((c: { title: string }) => c.title === COURSE);
  await buyer.goto(`/courses/${course.id}`);
  await expect(heading(buyer)).toHaveText(COURSE);
  // The demo buyers' reviews are on the page before anyone else's.
  const reviews = buyer.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  await buyer.getByRole('region', { name: 'Buy this course' }).getByRole('button', { name: 'Buy Course' }).click();
  await expect(heading(buyer)).toHaveText('Checkout');
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer.getByText('Course Purchased Successfully!').first()).toBeVisible();
  await buyer.goto(`/courses/${course.id}`);

  // She writes her review: empty, the form says what is missing; then stars (by keyboard) and text.
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('A rating is a whole number of stars from 1 to 5.')).toBeVisible();
  await expect(form.getByText('Write your review: a few words on what the course did for you.')).toBeVisible();
  await form.getByRole('radio', { name: '5 stars' }).focus();
  await buyer.keyboard.press('Enter');
  await form.getByLabel(/Your review/).fill(text);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(buyer.getByText('Review saved').first()).toBeVisible();
  const mine = reviews.getByRole('article').filter({ hasText: text });
  await expect(mine).toContainText('Your review');
  await expect(mine.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(reviews.getByRole('article').first()).toContainText(text);

  // Maria, the course's trainer, replies under it.
  const maria = await demoSession(browser, baseURL, 'maria.santos@nightingale.test');
  await maria.goto(`/courses/${course.id}`);
  const forMaria = maria.getByRole('region', { name: 'Reviews' }).getByRole('article').filter({ hasText: text });
  await forMaria.getByRole('button', { name: 'Reply' }).click();
  await forMaria.getByLabel(/Your reply to/).fill('Thank you! Keep drilling the insulin cases.');
  await forMaria.getByRole('button', { name: 'Save reply' }).click();
  await expect(forMaria).toContainText('Reply from Maria Santos');
  await expect(forMaria).toContainText('Thank you! Keep drilling the insulin cases.');

  // The buyer sees the reply; the page with its reviews is accessible.
  await buyer.reload();
  await expect(mine).toContainText('Thank you! Keep drilling the insulin cases.');
  await expectNoAxeViolations(buyer, 'a course page with reviews and a reply');

  // Grace, an admin, hides it: a reason is required.
  const grace = await demoSession(browser, baseURL, 'grace.mensah@nightingale.test');
  await grace.goto(`/courses/${course.id}`);
  const forGrace = grace.getByRole('region', { name: 'Reviews' }).getByRole('article').filter({ hasText: text });
  await forGrace.getByRole('button', { name: 'Hide' }).click();
  const dialog = grace.getByRole('dialog', { name: 'Hide this review?' });
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Give the reason for hiding this review: its author will read it.')).toBeVisible();
  await expectNoAxeViolations(grace, 'the hide-review dialog');
  await dialog.getByLabel(/Reason for hiding it/).fill('Shares a discount code from another site.');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(grace.getByText('Review hidden').first()).toBeVisible();
  await expect(forGrace).toContainText('Hidden');
  await expect(forGrace.getByRole('button', { name: 'Show again' })).toBeVisible();
  await expectNoAxeViolations(grace, 'a hidden review as an admin sees it (its badge, reason and Show again)');
  const audit = await (await grace.request.get('/api/admin/audit-log')).json();
  expect(JSON.stringify(audit)).toContain('Shares a discount code from another site.');

  // A visitor no longer sees it. On a phone (390 px) in the dark scheme the reviews, with Maria's
  // demo reply, fit the width and stay readable.
  const visitorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await visitorContext.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/courses/${course.id}`);
  const visitorReviews = visitor.getByRole('region', { name: 'Reviews' });
  await expect(visitorReviews.getByRole('article').first()).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);
  await expect(visitorReviews.getByText('Reply from Maria Santos')).toBeVisible();
  expect(await sidewaysOverflow(visitor, 'section[aria-labelledby="course-reviews-title"]')).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(visitor, 'a course page’s reviews at 390 px in the dark scheme');
  await buyer.reload();
  await expect(mine).toContainText('Hidden by an administrator');
  await expect(mine).toContainText('Reason: Shares a discount code from another site.');
  await expectNoAxeViolations(buyer, 'her hidden review as its author sees it');
});
