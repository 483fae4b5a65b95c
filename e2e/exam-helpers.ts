import type { Locator, Page } from '@playwright/test';
import type { InProgressAttempt } from '../src/shared/exams/attempt-schemas';
import type { ItemType } from '../src/shared/items/registry';
import { expect } from './fixtures';

/** Helpers for the exam screen: reaching controls with the keyboard, answering any item type, starting an attempt. */

/** The item's box: the stem, the input and, once checked, the points, the score note and the rationale. */
export const itemBox = (page: Page) =>
  page.locator('.mantine-Paper-root').filter({ has: page.getByTestId('question-stem') });

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: the keyboard's way to a control, as a
 * candidate without a mouse goes. Fails when it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, direction: 'forward' | 'backward' = 'forward', limit = 150) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

/** Tabs to `target`, then presses `keys` on it one after another. */
export async function pressOn(page: Page, target: Locator, ...keys: string[]) {
  await tabTo(page, target);
  for (const key of keys) await page.keyboard.press(key);
}

/**
 * Answers the item on screen with the keyboard alone (Tab, Shift+Tab, the arrow keys, Space, Enter
 * and, for a calculation, the digits), one way per item type; not necessarily right. Every type's
 * input is reached and used as a keyboard user would.
 */
export const ANSWER_BY_KEYBOARD: Record<ItemType, (page: Page, item: Locator) => Promise<void>> = {
  'multiple-choice': (page, item) => pressOn(page, item.getByRole('radio').first(), 'Space'),
  'select-all-that-apply': async (page, item) => {
    await pressOn(page, item.getByRole('checkbox').nth(0), 'Space');
    await pressOn(page, item.getByRole('checkbox').nth(1), 'Space');
  },
  'select-n': async (page, item) => {
    await pressOn(page, item.getByRole('checkbox').nth(0), 'Space');
    await pressOn(page, item.getByRole('checkbox').nth(1), 'Space');
  },
  'multiple-response-grouping': (page, item) => pressOn(page, item.getByRole('checkbox').first(), 'Space'),
  'matrix-multiple-choice': async (page, item) => {
    // Tab goes from row to row (a radio group each); Space checks the first column, the right arrow moves to and checks the second.
    const rows = item.locator('tbody tr');
    const count = await rows.count();
    for (let row = 0; row < count; row++) {
      await pressOn(page, rows.nth(row).getByRole('radio').first(), row % 2 === 0 ? 'Space' : 'ArrowRight');
      await expect(rows.nth(row).getByRole('radio', { checked: true })).toHaveCount(1);
    }
  },
  'matrix-multiple-response': async (page, item) => {
    const rows = item.locator('tbody tr');
    await pressOn(page, rows.nth(0).getByRole('checkbox').first(), 'Space');
    await pressOn(page, rows.nth(1).getByRole('checkbox').last(), 'Space');
  },
  'drop-down-cloze': (page, item) => chooseInEveryDropDown(page, item),
  'drop-down-table': (page, item) => chooseInEveryDropDown(page, item),
  'drop-down-rationale': (page, item) => chooseInEveryDropDown(page, item),
  'drag-and-drop-cloze': (page, item) => placeTokensByKeyboard(page, item),
  'drag-and-drop-rationale': (page, item) => placeTokensByKeyboard(page, item),
  'highlight-text': async (page, item) => {
    const spans = item.locator('[role="button"][aria-pressed]');
    await pressOn(page, spans.nth(0), 'Space');
    await pressOn(page, spans.nth(1), 'Enter');
    await expect(spans.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(spans.nth(1)).toHaveAttribute('aria-pressed', 'true');
  },
  'highlight-table': async (page, item) => {
    await pressOn(page, item.getByRole('checkbox').nth(0), 'Space');
    await pressOn(page, item.getByRole('checkbox').nth(1), 'Space');
  },
  'bow-tie': (page, item) => fillBowTie(page, item),
  'ordered-response': async (page, item) => {
    await pressOn(page, item.getByRole('button', { name: /as step 1$/ }).first(), 'Enter');
    await pressOn(page, item.getByRole('button', { name: /as step 2$/ }).first(), 'Enter');
  },
  calculation: async (page, item) => {
    await tabTo(page, item.getByRole('textbox', { name: 'Your answer' }));
    await page.keyboard.type('12.5');
  },
};

/** Each native drop-down in turn: Tab to it, the down arrow chooses its first option. */
async function chooseInEveryDropDown(page: Page, item: Locator) {
  const selects = item.getByRole('combobox');
  const count = await selects.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await pressOn(page, selects.nth(index), 'ArrowDown');
    await expect(selects.nth(index)).toHaveValue('0');
  }
}

/** Each target in turn: Tab to a token in the bank, Enter picks it, Shift+Tab back to the empty target, Enter places it. */
async function placeTokensByKeyboard(page: Page, item: Locator) {
  const count = await item.getByTestId(/^target-\d+$/).count();
  expect(count).toBeGreaterThan(0);
  for (let target = 0; target < count; target++) {
    const token = item.getByRole('region', { name: 'Token bank' }).getByRole('button', { name: /^[A-J]\. / });
    await pressOn(page, token.first(), 'Enter');
    const empty = item.getByRole('button', { name: new RegExp(`^Target ${target + 1} of ${count}, empty`) });
    await tabTo(page, empty, 'backward');
    await page.keyboard.press('Enter');
    await expect(item.getByTestId(`target-${target}`).getByRole('button', { name: /^Target/ })).toBeVisible();
  }
}

/** A bow-tie: Space on a condition, two actions and two parameters (each list a fieldset named by its legend). */
export async function fillBowTie(page: Page, item: Locator) {
  await pressOn(
    page,
    item
      .getByRole('group', { name: /^Condition the client/ })
      .getByRole('radio')
      .first(),
    'Space',
  );
  for (const wing of ['Actions to take', 'Parameters to monitor']) {
    const boxes = item.getByRole('group', { name: new RegExp(`^${wing}: choose 2`) }).getByRole('checkbox');
    await pressOn(page, boxes.nth(0), 'Space');
    await pressOn(page, boxes.nth(1), 'Space');
  }
}

/** Clicks `start` and returns the attempt the server started (its items, in order, with their types). */
export async function startAttempt(page: Page, start: Locator): Promise<InProgressAttempt> {
  const started = page.waitForResponse(
    (response) =>
      /\/api\/exams\/forms\/[^/]+\/attempts$/.test(response.url()) && response.request().method() === 'POST',
  );
  await start.click();
  const response = await started;
  expect(response.status()).toBe(201);
  return (await response.json()) as InProgressAttempt;
}
