import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type AxeCore from 'axe-core';

/**
 * The e2e `test`: fails a test when the page logs a console error or throws, except for messages
 * a test declares expected (for example the browser's note about a 404 document).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page (WCAG 2.1 A and AA) and expects no violations. axe is put into the page
 * once per document (evaluated through the browser's protocol, which the page's Content Security
 * Policy does not govern) and run there: @axe-core/playwright's AxeBuilder took three to five times
 * as long, injecting into every frame and finishing each scan in a new page. Frames are not entered:
 * the only ones the product shows are the YouTube and Vimeo players, not ours to fix; the frame
 * element itself (its title) is checked with the page.
 */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A menu or dialog still fading in has, for a moment, the contrast of half-transparent text. Its
  // transition may start a frame or two after it appears: wait for those frames, then for it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // On a loaded machine a dialog's fade can start after those frames (a CI run scanned the refund
  // dialog half-transparent): wait until every open dialog and menu is fully opaque.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]')].every((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (Number(getComputedStyle(node).opacity) < 1) return false;
          }
          return true;
        }),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // While a modal dialog is open, only the dialog is scanned: the page behind it is inert, and axe
  // would measure its text through the dialog's dimming overlay (a contrast no reader meets).
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    const modal = '[role="dialog"][aria-modal="true"]';
    const context = document.querySelector(modal) ? { include: [modal] } : document;
    // resultTypes: only the violations are wanted; axe then keeps one node per passed rule
    // instead of every node checked, a large part of a scan's time on a long page.
    const results = await axe.run(context, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations;
  }, AXE_TAGS);
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `accessibility violations on ${context}`).toEqual([]);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The widest an element inside `selector` scrolls sideways beyond its box, in pixels (0: nothing hidden sideways). */
export const sidewaysOverflow = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`no ${selector}`);
    const boxes = [document.documentElement, root, ...root.querySelectorAll('*')];
    return Math.max(...boxes.map((element) => element.scrollWidth - element.clientWidth));
  }, selector);

/**
 * Opens `path` and waits until the app has rendered over the page the server prerendered (#root
 * loses `inert`) and knows the session: text typed into a form before either would be lost.
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  // Once the session is known, a user whose time zone is not the browser's sees the page rendered
  // again in her zone (DisplayPreferences keys the page by zone and language): what was typed before is gone. A CI
  // run lost a student's Full Name so. Wait until the top bar no longer checks the session.
  await page.waitForFunction(() => !document.querySelector('[aria-label="Checking whether you are signed in"]'));
}
