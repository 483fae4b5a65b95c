import { readdirSync, readFileSync } from 'node:fs';
import type { Dialog, Locator, Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../src/shared/account/settings';
import { ITEM_TYPE_LABELS } from '../src/shared/items/item-type-labels';
import type { ItemType } from '../src/shared/items/registry';
import { registerAndSignIn } from './account-helpers';
import { ANSWER_BY_KEYBOARD, fillBowTie, itemBox, pressOn, startAttempt, tabTo } from './exam-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The Next Generation NCLEX exam screen (issue 21): an unfolding case study and a bow-tie answered
 * with the keyboard alone, NCLEX-like mode's one way forward, axe on every item type's screen
 * (light, dark, a phone), and the exam running alone on the page and asking before it is left.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const quiz = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tutor mode: Tab to Check Answer and press Enter; the points, the type's score note and the rationale follow. */
async function checkByKeyboard(page: Page, item: Locator, type: ItemType) {
  await expect(page.getByText('Answer saved.')).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Check Answer', exact: true }), 'Enter');
  await expect(item.getByText('Rationale', { exact: true })).toBeVisible();
  await expect(item.getByText(/^\d+ of \d+ points?$/)).toBeVisible();
  if (type !== 'multiple-choice') {
    // Every type but plain multiple choice (0 or 1) shows how its points came about.
    await expect(item.getByTestId(/^(score|sata)-arithmetic$/)).toContainText(/\d+ of \d+ points?/);
  }
}

interface ChartEntry {
  shownFromItem: number;
  block: { kind: string; text?: string; rows?: string[][] };
}
interface CaseStudyFile {
  caseStudy: { id: string; title: string; chart: { title: string; entries: ChartEntry[] }[] };
  questions: { itemType: ItemType }[];
}

/**
 * A case study whose chart gains a whole tab at item 4 (every entry of it `shownFromItem: 3`) and
 * whose items include a matrix, a drop-down rationale and a highlight item; the new tab's title and
 * a text the tab shows.
 */
function unfoldingCaseStudy() {
  const folder = new URL('../content/case-studies/', import.meta.url);
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as CaseStudyFile;
    const types = file.questions.map((question) => question.itemType);
    const newTab = file.caseStudy.chart.find((tab) => tab.entries.every((entry) => entry.shownFromItem === 3));
    const block = newTab?.entries[0]?.block;
    const shows = block?.text?.split(/\s+/).slice(0, 6).join(' ') ?? block?.rows?.[0]?.[1];
    if (
      newTab &&
      shows &&
      types.some((type) => type.startsWith('matrix-')) &&
      types.includes('drop-down-rationale') &&
      types.some((type) => type.startsWith('highlight-'))
    ) {
      return { id: file.caseStudy.id, title: file.caseStudy.title, newTab: newTab.title, shows };
    }
  }
  throw new Error(
    'no case study in content/case-studies gains a whole tab at item 4 with a matrix, a drop-down rationale and a highlight item',
  );
}

test('a registered student works through an unfolding case study in Tutor mode with the keyboard alone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const chosen = unfoldingCaseStudy();
  await registerAndSignIn(page, baseURL);
  await page.goto('/training-center');
  const card = quiz(page, 'Case Studies');
  const listed = (await (await page.request.get('/api/exams/case-studies')).json()) as {
    caseStudies: { id: string; title: string; subject: string }[];
  };
  const entry = listed.caseStudies.find((caseStudy) => caseStudy.id === chosen.id);
  expect(entry, `GET /api/exams/case-studies lists ${chosen.id}`).toBeDefined();
  await card.getByLabel('Case study').selectOption({ label: `${chosen.title} (${entry?.subject})` });
  await page.getByText('Tutor mode', { exact: true }).click();
  const attempt = await startAttempt(page, card.getByRole('button', { name: 'Start Quiz' }));
  expect(attempt.items.map((item) => item.caseStudy?.id)).toEqual(Array(6).fill(chosen.id));
  const types = attempt.items.map((item) => item.item.itemType);
  expect(types).toEqual(expect.arrayContaining(['drop-down-rationale']));

  const item = itemBox(page);
  const chart = page.getByRole('tablist', { name: 'Client chart' });
  const newTab = chart.getByRole('tab', { name: new RegExp(`^${escapeRegExp(chosen.newTab)}`) });
  let sawMatrixArithmetic = false;
  for (const [position, type] of types.entries()) {
    await expect(heading(page)).toHaveText(`Question ${position + 1} of 6`);
    await expect(page.getByRole('region', { name: 'Case study' })).toContainText(`item ${position + 1} of 6`);
    await expect(chart).toBeVisible();
    if (position < 3) {
      // The tab's entries are due at item 4: before it the chart has no such tab at all.
      await expect(newTab).toHaveCount(0);
    } else if (position === 3) {
      await expect(newTab).toBeVisible();
      await expect(newTab).toContainText('New');
      // Read it with the keyboard: Tab to the chart's selected tab, the right arrow to the new one.
      await tabTo(page, chart.getByRole('tab', { selected: true }));
      for (let presses = 0; presses < 10; presses++) {
        if (await newTab.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('Enter');
      await expect(newTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(chosen.shows);
    } else {
      // Still there at the next item, no longer new.
      await expect(newTab).toBeVisible();
      await expect(newTab).not.toContainText('New');
    }

    await ANSWER_BY_KEYBOARD[type](page, item);
    await checkByKeyboard(page, item, type);
    if (type === 'matrix-multiple-choice' || type === 'matrix-multiple-response') {
      // The per-part arithmetic agrees with the points shown above it.
      const points = (await item.getByText(/^\d+ of \d+ points$/).textContent()) ?? '';
      const arithmetic = item.getByTestId('score-arithmetic');
      await expect(arithmetic).toContainText(/^Scoring \(/);
      await expect(arithmetic).toContainText(`${points}.`);
      if (type === 'matrix-multiple-choice') {
        const rows = await item.locator('tbody tr').count();
        await expect(arithmetic).toHaveText(
          new RegExp(`^Scoring \\(0/1, a point per row\\): (No row|Rows? [\\d, ]+) right: \\d+ of ${rows} points\\.$`),
        );
      }
      sawMatrixArithmetic = true;
    }
    if (type === 'drop-down-rationale') {
      await expect(item.getByTestId('score-arithmetic')).toHaveText(
        /^Pair( \d)? (right|wrong)(, pair \d (right|wrong))*: \d of [12] points?\.$/,
      );
    }
    if (position < 5) {
      await pressOn(page, page.getByRole('button', { name: 'Next', exact: true }), 'Enter');
    }
  }
  expect(sawMatrixArithmetic).toBe(true);

  await pressOn(page, page.getByRole('button', { name: 'Submit Exam', exact: true }), 'Enter');
  await expect(heading(page)).toHaveText('Review your answers');
  await expect(page.getByText('6 answered')).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Submit Exam', exact: true }), 'Enter');
  await expect(heading(page)).toHaveText('Case Studies Results');
});

test('a bow-tie answered with the keyboard alone in NGN Practice, checked in Tutor mode, with its score note', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/training-center');
  const card = quiz(page, 'NGN Practice');
  await card.getByLabel('Item type').selectOption({ label: 'Bow-tie' });
  await page.getByText('Tutor mode', { exact: true }).click();
  const attempt = await startAttempt(page, card.getByRole('button', { name: 'Start Quiz' }));
  expect(new Set(attempt.items.map((entry) => entry.item.itemType))).toEqual(new Set(['bow-tie']));
  await expect(heading(page)).toHaveText(/^Question 1 of \d+$/);
  const item = itemBox(page);
  await expect(item.getByText('Bow-tie', { exact: true })).toBeVisible();

  await fillBowTie(page, item);
  const drawing = item.getByRole('region', { name: 'Your bow-tie' });
  await expect(drawing.getByRole('list', { name: 'Actions to take: 2 of 2 placed' })).toBeVisible();
  await expect(drawing.getByRole('list', { name: 'Parameters to monitor: 2 of 2 placed' })).toBeVisible();
  await expect(drawing.getByRole('list', { name: 'Condition most likely experiencing: 1 of 1 placed' })).toBeVisible();
  // A third action is refused with a reason, and the wing keeps its two.
  const actions = item.getByRole('group', { name: /^Actions to take: choose 2/ }).getByRole('checkbox');
  await pressOn(page, actions.nth(2), 'Space');
  await expect(item.getByText(/^Only 2 actions to take fit the bow-tie/)).toBeVisible();
  await expect(actions.nth(2)).not.toBeChecked();
  await expect(drawing.getByRole('list', { name: 'Actions to take: 2 of 2 placed' })).toBeVisible();

  await checkByKeyboard(page, item, 'bow-tie');
  const note = item.getByTestId('score-arithmetic');
  await expect(note).toHaveText(
    /^Scoring \(0\/1 per placement\): Condition (right|wrong) \(\+[01]\), actions [0-2] of 2 right \(\+[0-2]\), parameters [0-2] of 2 right \(\+[0-2]\) = [0-5] of 5 points\.$/,
  );
  // The parts add up to the total, which is the item's points.
  const text = (await note.textContent()) ?? '';
  const parts = [...text.matchAll(/\(\+(\d)\)/g)].map((match) => Number(match[1]));
  const total = Number(/= (\d) of 5 points/.exec(text)?.[1]);
  expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
  await expect(item.getByText(`${total} of 5 points`, { exact: true })).toBeVisible();
  // Each of the five placements says in words whether it was right.
  await expect(drawing.getByText(/^(Right|Wrong)$/)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
});

test('NCLEX-like mode: no Previous, no flag, no review; P does nothing; after Next there is no way back', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/training-center');
  const card = quiz(page, 'Full NCLEX Practice Exam');
  await card.getByLabel('NCLEX-like mode').check();
  const attempt = await startAttempt(page, card.getByRole('button', { name: 'Start Full NCLEX Exam' }));
  expect(attempt.mode).toBe('nclex');
  const total = attempt.items.length;
  await expect(heading(page)).toHaveText(`Question 1 of ${total}`);

  const noWayBack = async () => {
    for (const name of ['Previous', 'Flag for review', '⚑ Flagged', 'Review']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: /^Back to question/ })).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Keyboard shortcuts' })).not.toContainText('previous');
    await expect(page.getByRole('note', { name: 'Keyboard shortcuts' })).not.toContainText('flag');
  };
  await noWayBack();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

  const first = attempt.items[0]?.item.itemType ?? 'multiple-choice';
  await ANSWER_BY_KEYBOARD[first](page, itemBox(page));
  await expect(page.getByText('Answer saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(heading(page)).toHaveText(`Question 2 of ${total}`);
  await noWayBack();

  // P (previous) and F (flag) do nothing; the only way on is forward.
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('p');
  await page.keyboard.press('f');
  await expect(heading(page)).toHaveText(`Question 2 of ${total}`);
  await noWayBack();
  const controls = await page.getByRole('button').allTextContents();
  expect(controls.filter((text) => /previous|back|review|question 1/i.test(text))).toEqual([]);
});

test('the exam runs without the top bar and footer, and the back button asks "Leave the exam?"', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/training-center');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await quiz(page, 'Quick Practice').getByRole('button', { name: 'Start Quiz' }).click();
  await expect(heading(page)).toHaveText(/^Question 1 of \d+$/);
  const exam = page.url();
  expect(exam).toContain('attempt=');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave the exam?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your answers are saved and the clock keeps running.');
  await dialog.getByRole('button', { name: 'Stay in the exam' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(exam);
  await expect(heading(page)).toHaveText(/^Question 1 of \d+$/);
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(heading(page)).toHaveText('Training Center');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('You have an unfinished test')).toBeVisible();
});

/**
 * Dark mode is the signed-in user's setting (ColorSchemeSync applies it over the browser's stored
 * choice): saves it through the settings API and reloads, which resumes the same attempt. The
 * exam's "leave this page?" question before a reload is accepted.
 */
async function setDarkMode(page: Page, baseURL: string | undefined, scheme: 'light' | 'dark') {
  const saved = await page.request.put('/api/account/settings', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { ...DEFAULT_SETTINGS, darkMode: scheme === 'dark' },
  });
  expect(saved.status()).toBe(200);
  const accept = (dialog: Dialog) => dialog.accept();
  page.once('dialog', accept);
  await page.reload();
  page.off('dialog', accept);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

const PHONE = { width: 390, height: 844 };

/** Leaves an exam in progress the way a candidate would (the back button, then Leave), so it can be resumed. */
async function leaveExam(page: Page) {
  await page.goBack();
  await page.getByRole('dialog', { name: 'Leave the exam?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(heading(page)).toHaveText('Training Center');
}

const NGN_TYPES = (Object.keys(ITEM_TYPE_LABELS) as ItemType[]).filter(
  (type) => type !== 'multiple-choice' && type !== 'select-all-that-apply',
);
/** The NGN types in four groups, so two workers share them. */
const NGN_GROUPS = [0, 1, 2, 3].map((group) => NGN_TYPES.filter((_, index) => index % 4 === group));

// Each type's screen is checked twice: in light mode on a desktop, and in dark mode on a 390 x 844
// phone (so every type is seen in both schemes and at phone width), one scheme switch per test.
for (const types of NGN_GROUPS) {
  const names = types.map((type) => ITEM_TYPE_LABELS[type]).join(', ');
  test(`axe on the exam screen of ${names} in NGN Practice (light; dark at 390 px)`, async ({ page, baseURL }) => {
    test.slow();
    await registerAndSignIn(page, baseURL);
    await page.goto('/training-center');
    const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
    const started: { type: ItemType; id: string }[] = [];
    const onScreen = async (type: ItemType) => {
      await expect(heading(page)).toHaveText(/^Question 1 of \d+$/);
      await expect(itemBox(page).getByText(ITEM_TYPE_LABELS[type], { exact: true })).toBeVisible();
    };
    for (const type of types) {
      const card = quiz(page, 'NGN Practice');
      await card.getByLabel('Item type').selectOption({ label: ITEM_TYPE_LABELS[type] });
      const attempt = await startAttempt(page, card.getByRole('button', { name: 'Start Quiz' }));
      expect(attempt.items[0]?.item.itemType).toBe(type);
      await onScreen(type);
      await expectNoAxeViolations(page, `a ${ITEM_TYPE_LABELS[type]} item (light)`);
      started.push({ type, id: attempt.id });
      await leaveExam(page);
    }
    await setDarkMode(page, baseURL, 'dark');
    await page.setViewportSize(PHONE);
    for (const { type, id } of started) {
      await page.goto(`/training-center?attempt=${id}`);
      await onScreen(type);
      await expectNoAxeViolations(page, `a ${ITEM_TYPE_LABELS[type]} item (dark, 390 x 844)`);
    }
    await page.setViewportSize(desktop);
  });
}

test('axe on the exam screen of multiple choice and select all that apply (light; dark at 390 px)', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await registerAndSignIn(page, baseURL);
  await page.goto('/training-center');
  const attempt = await startAttempt(
    page,
    quiz(page, 'Comprehensive Review').getByRole('button', { name: 'Start Quiz' }),
  );
  const total = attempt.items.length;
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  // The review screen opens any question.
  const open = async (type: 'multiple-choice' | 'select-all-that-apply') => {
    const index = attempt.items.findIndex((entry) => entry.item.itemType === type && !entry.caseStudy);
    expect(index, `a ${type} item among the ${total}`).toBeGreaterThanOrEqual(0);
    await expect(heading(page)).toHaveText(/^Question \d+ of \d+$/);
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await page.getByRole('button', { name: `Question ${index + 1}: unanswered` }).click();
    await expect(heading(page)).toHaveText(`Question ${index + 1} of ${total}`);
    await expect(itemBox(page).getByRole(type === 'multiple-choice' ? 'radio' : 'checkbox')).not.toHaveCount(0);
  };
  for (const type of ['multiple-choice', 'select-all-that-apply'] as const) {
    await open(type);
    await expectNoAxeViolations(page, `a ${ITEM_TYPE_LABELS[type]} item (light)`);
  }
  await setDarkMode(page, baseURL, 'dark');
  await page.setViewportSize(PHONE);
  for (const type of ['multiple-choice', 'select-all-that-apply'] as const) {
    await open(type);
    await expectNoAxeViolations(page, `a ${ITEM_TYPE_LABELS[type]} item (dark, 390 x 844)`);
  }
  await page.setViewportSize(desktop);
});
