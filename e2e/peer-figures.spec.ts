import type { Page } from '@playwright/test';
import { registerAndSignIn } from './account-helpers';
import { ANSWER_BY_KEYBOARD, itemBox, startAttempt } from './exam-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Peer figures (issue 25 item 2): the demo's 22 learners took the case study cs-pharm-03
 * (src/server/features/exams/peers/demo-peers.ts), so a student who takes it sees, after checking
 * each answer in Tutor mode and again in the review, the percent of students who answered it
 * correctly, the share of others choosing each option and her time against the median.
 */

const DEMO_CASE_STUDY = 'cs-pharm-03';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const quiz = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const peerFigures = (scope: Page | ReturnType<typeof itemBox>) =>
  scope.getByRole('region', { name: 'How other students answered' });

test('a student sees how others answered each item after checking it in Tutor mode and in the review', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await registerAndSignIn(page, baseURL);
  await page.goto('/training-center');
  const card = quiz(page, 'Case Studies');
  const listed = (await (await page.request.get('/api/exams/case-studies')).json()) as {
    caseStudies: { id: string; title: string; subject: string }[];
  };
  const entry = listed.caseStudies.find((caseStudy) => caseStudy.id === DEMO_CASE_STUDY);
  expect(entry, `GET /api/exams/case-studies lists ${DEMO_CASE_STUDY}`).toBeDefined();
  await card.getByLabel('Case study').selectOption({ label: `${entry?.title} (${entry?.subject})` });
  await page.getByText('Tutor mode', { exact: true }).click();
  const attempt = await startAttempt(page, card.getByRole('button', { name: 'Start Quiz' }));
  const types = attempt.items.map((item) => item.item.itemType);
  expect(types).toContain('multiple-choice');
  // Before any check, the browser holds no figures (nor keys) for any item.
  expect(JSON.stringify(attempt)).not.toContain('peers');

  const item = itemBox(page);
  for (const [position, type] of types.entries()) {
    await expect(heading(page)).toHaveText(`Question ${position + 1} of 6`);
    await expect(peerFigures(item)).toHaveCount(0);
    await ANSWER_BY_KEYBOARD[type](page, item);
    await expect(page.getByText('Answer saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Check Answer', exact: true }).click();
    const figures = peerFigures(item);
    await expect(figures.getByText(/^\d+% of students answered this correctly$/)).toBeVisible();
    await expect(figures.getByText(/^Your time \d+ (s|min \d+ s) · median \d+ (s|min \d+ s)$/)).toBeVisible();
    if (type === 'multiple-choice') {
      // Each option's share: a bar named for screen readers, and the percent beside it.
      const bars = figures.getByRole('progressbar');
      await expect(bars).toHaveCount(4);
      for (const letter of ['A', 'B', 'C', 'D']) {
        await expect(
          figures.getByRole('progressbar', { name: new RegExp(`^Option ${letter}: \\d+% of students chose it$`) }),
        ).toBeVisible();
      }
    }
    if (position < types.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  await page.getByRole('button', { name: 'Submit Exam', exact: true }).click();
  await expect(heading(page)).toHaveText('Review your answers');
  await page.getByRole('button', { name: 'Submit Exam', exact: true }).click();
  await expect(heading(page)).toHaveText('Case Studies Results');
  // Every item's review card shows the figures; the multiple-choice one the share choosing each option.
  await expect(peerFigures(page)).toHaveCount(6);
  const multipleChoice = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: `Question ${types.indexOf('multiple-choice') + 1}`, exact: true }),
  });
  await expect(peerFigures(multipleChoice).getByRole('progressbar')).toHaveCount(4);
  await expect(peerFigures(multipleChoice)).toContainText(/\d+% of students answered this correctly/);
  await expectNoAxeViolations(page, 'the review with peer figures');

  // On a phone the figures stay within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await peerFigures(multipleChoice).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoAxeViolations(page, 'the review with peer figures on a phone');
});
