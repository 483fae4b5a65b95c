import { expect, expectNoAxeViolations, test } from './fixtures';

test('§2 the top bar links the public pages, the Trainer button and Sign In/Register', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'About', 'Services', 'Sample Test', 'Job', 'FAQ', 'Contact']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Nightingale' }).first()).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Trainer' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

  await nav.getByRole('link', { name: 'Sample Test' }).click();
  await expect(page).toHaveURL('/sample-test');
  await expect(nav.getByRole('link', { name: 'Sample Test' })).toHaveAttribute('aria-current', 'page');
});

test('§2 the footer: quick and support links, contact block, current year, and the three policies', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' });
  for (const label of ['Home', 'About', 'Services', 'Sample Test', 'FAQ', 'Contact']) {
    await expect(quick.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const support = footer.getByRole('navigation', { name: 'Support' });
  await expect(support.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/support');
  await expect(support.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/documents');
  await expect(support.getByRole('link', { name: 'Training Center' })).toHaveAttribute('href', '/training-center');
  await expect(support.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  await expect(footer.getByText('Mon-Fri 9 AM-5 PM EST; weekend closed')).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Nightingale. All rights reserved.`)).toBeVisible();

  for (const policy of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
    await footer.getByRole('button', { name: policy }).click();
    const dialog = page.getByRole('dialog', { name: policy });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('§2 the links collapse into a menu that opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await expectNoAxeViolations(page, 'the open phone menu');

    await menu.getByRole('link', { name: 'Sample Test' }).click();
    await expect(page).toHaveURL('/sample-test');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Free NCLEX Sample Test' })).toBeVisible();
  });
});
