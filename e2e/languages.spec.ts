import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { loadGlossaryContent } from '../src/server/features/glossary/content';
import { createTermMatcher } from '../src/shared/glossary/match-terms';
import type { LanguageCode } from '../src/shared/i18n/languages';
import { registerAndSignIn } from './account-helpers';
import { startAttempt } from './exam-helpers';
import { expect, expectNoAxeViolations, gotoInteractive, test } from './fixtures';
import { inLanguage, untranslatedTexts } from './i18n-helpers';
import { chooseOption } from './select-helpers';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Opens `path`, waits for its heading and expects no English interface text and no axe violation in `language`. */
async function expectTranslated(page: Page, path: string, language: LanguageCode) {
  await gotoInteractive(page, path);
  await expect(heading(page).first()).toBeVisible();
  await expect.poll(() => pageLanguage(page)).toBe(language);
  expect(await untranslatedTexts(page, language), `English left on ${path} in ${language}`).toEqual([]);
  await expectNoAxeViolations(page, `${path} in ${language}`);
}

test('issue 29: a visitor chooses her language in the top bar and footer; an unknown one means English on the page and a 400 from the API', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoInteractive(page, '/?lang=xx');
  expect(await pageLanguage(page)).toBe('en');
  await expect(page.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  const refused = await page.request.get('/api/glossary?lang=xx');
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toEqual({
    code: 'unknown_language',
    message: 'Choose a language Nightingale offers: en, es, fr or de.',
  });

  await gotoInteractive(page, '/');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
  await expect(heading(page)).toHaveText(inLanguage('es', 'Pass the NCLEX with confidence'));
  expect(await pageLanguage(page)).toBe('es');
  expect(await untranslatedTexts(page, 'es')).toEqual([]);
  await expectNoAxeViolations(page, 'the landing page in Spanish');
  await page.reload();
  await expect(heading(page)).toHaveText(inLanguage('es', 'Pass the NCLEX with confidence'));

  for (const language of ['fr', 'de'] as const) {
    await gotoInteractive(page, '/');
    await page.getByRole('contentinfo').getByRole('combobox').selectOption(language);
    await expect(heading(page)).toHaveText(inLanguage(language, 'Pass the NCLEX with confidence'));
    expect(await pageLanguage(page)).toBe(language);
    await expectTranslated(page, '/faq', language);
  }
});

test('issue 29: a student in Spanish uses the main pages with no English left, items stay English, and the glossary opens in Tutor mode but not in Timed mode', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await registerAndSignIn(page, baseURL);
  await gotoInteractive(page, '/dashboard');
  await page.getByRole('contentinfo').getByRole('combobox').selectOption('es');
  await expect.poll(async () => (await (await page.request.get('/api/account/me')).json()).user.language).toBe('es');

  for (const path of [
    '/dashboard',
    '/training-center',
    '/flashcards',
    '/settings',
    '/profile',
    '/courses',
    '/my-courses',
    '/communication',
    '/programs',
    '/documents',
    '/tracking',
    '/support',
    '/glossary',
    '/sample-test',
  ]) {
    await expectTranslated(page, path, 'es');
  }

  // A select's options are on the page only once it opens: the profile's countries are Spanish too,
  // and the one saved is shown in Spanish.
  await gotoInteractive(page, '/profile');
  await page.getByRole('button', { name: inLanguage('es', 'Edit Profile') }).click();
  await chooseOption(
    page.getByRole('combobox', { name: inLanguage('es', 'Country') }),
    inLanguage('es', 'Philippines'),
  );
  await page.getByRole('button', { name: inLanguage('es', 'Save'), exact: true }).click();
  await expect(page.getByRole('definition').filter({ hasText: inLanguage('es', 'Philippines') })).toBeVisible();

  // Tutor mode: the item in English (lang="en"), the glossary on it in Spanish.
  await gotoInteractive(page, '/training-center');
  await page.getByText(inLanguage('es', 'Tutor mode'), { exact: true }).click();
  const quiz = page.getByRole('article', { name: inLanguage('es', 'Pharmacology'), exact: true });
  const attempt = await startAttempt(page, quiz.getByRole('button', { name: inLanguage('es', 'Start Quiz') }));
  const stem = page.getByTestId('question-stem');
  const first = attempt.items[0]?.item;
  if (!first) throw new Error('the quiz has no item');
  await expect(stem).toContainText(first.stem.slice(0, 40));
  expect(await stem.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('en');

  // The first medical term of the item: in its stem, else in its options (a CI run drew an item whose
  // stem named none). The item's text nodes are read in the page and matched here.
  const glossary = await loadGlossaryContent(fileURLToPath(new URL('../content/glossary', import.meta.url)));
  const matcher = createTermMatcher(glossary);
  // The item: its stem and its options, in English (lang="en"), beside the interface's Spanish.
  const item = stem.locator('xpath=..');
  const texts = await item.evaluate((element) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      found.push(node.parentElement?.closest('[lang]')?.getAttribute('lang') === 'en' ? (node.textContent ?? '') : '');
    }
    return found;
  });
  const node = texts.findIndex((text) => matcher.find(text).length > 0);
  const match = matcher.find(texts[node] ?? '')[0];
  if (!match) throw new Error(`no glossary term in the item "${texts.join(' ')}"`);
  // The nurse selects the term, as with a mouse or a finger.
  await item.evaluate(
    (element, { index, start, end }) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let textNode = walker.nextNode();
      for (let at = 0; at < index && textNode; at++) textNode = walker.nextNode();
      if (!textNode?.parentElement) throw new Error(`the item has no text node ${index}`);
      const range = document.createRange();
      range.setStart(textNode, start);
      range.setEnd(textNode, end);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      textNode.parentElement.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    },
    { index: node, start: match.start, end: match.end },
  );
  const card = page.getByRole('dialog', { name: inLanguage('es', 'Glossary') });
  await expect(card).toContainText(match.term.definition);
  await expect(card).toContainText(match.term.translations.es);
  await expectNoAxeViolations(page, 'the glossary card on an item in Tutor mode, in Spanish');
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: inLanguage('es', 'Underline glossary terms') }).check();
  await expect
    .poll(() =>
      page.evaluate(
        () => (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get('glossary-term')?.size ?? 0,
      ),
    )
    .toBeGreaterThan(0);
  expect(await untranslatedTexts(page, 'es')).toEqual([]);

  // Timed mode: no glossary.
  await gotoInteractive(page, '/training-center');
  await page.getByText(inLanguage('es', 'Timed mode'), { exact: true }).click();
  const timedQuiz = page.getByRole('article', { name: inLanguage('es', 'Quick Practice'), exact: true });
  await startAttempt(page, timedQuiz.getByRole('button', { name: inLanguage('es', 'Start Quiz') }));
  await expect(page.getByTestId('question-stem')).toBeVisible();
  await expect(page.getByText(inLanguage('es', 'Underline glossary terms'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Glossary terms in this item|glosario/i })).toHaveCount(0);
});
