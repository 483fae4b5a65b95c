import { COMMON_PASSWORD_MESSAGE } from '../src/shared/auth/schemas';
import { newAccount, registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 23 point 1: a failed Create Account shows its errors where the user is (the list takes the
 * focus, in view) and marks the fields; after sign-up the sign-in page opens at its top, its banner
 * in view and the email filled in. Point 15: a common password is refused with its sentence, and an
 * email that has an account is answered like a new one.
 */
const VIEWPORTS = [
  ['390 px phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

const BANNER = 'Thank you for registering. Sign in with your email and password.';

for (const [name, viewport] of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport, allowConsoleErrors: [/status of 400/] });

    test(`register: errors take the focus in view and mark the fields; signed up, the sign-in page shows its banner (${name})`, async ({
      page,
    }) => {
      test.slow();
      const account = newAccount();
      await page.goto('/register');
      const create = page.getByRole('button', { name: 'Create Account' });
      await page.getByLabel('First name').fill(account.firstName);
      await page.getByLabel('Password (at least 8 characters)').fill('short');
      await page.getByLabel('Confirm password').fill('different');
      await create.click();

      const summary = page.getByRole('alert');
      await expect(summary).toContainText('Last name is required');
      await expect(summary).toContainText('Passwords do not match');
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      for (const label of ['Last name', 'Email', 'Password (at least 8 characters)', 'Confirm password']) {
        await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `the register errors (${name})`);

      // Any edit clears the list and the marks (spec §5 "Errors clear on any edit").
      await page.getByLabel('Last name').fill(account.lastName);
      await expect(summary).toHaveCount(0);
      await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password (at least 8 characters)').fill('Welcome1!');
      await page.getByLabel('Confirm password').fill('Welcome1!');
      await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
      await create.click();
      await expect(summary).toHaveText(COMMON_PASSWORD_MESSAGE);
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();

      await page.getByLabel('Password (at least 8 characters)').fill(account.password);
      await page.getByLabel('Confirm password').fill(account.password);
      await create.click();
      await expect(page).toHaveURL('/login');
      const banner = page.getByRole('status').filter({ hasText: BANNER });
      await expect(banner).toBeInViewport();
      await expect(page.getByLabel('Email')).toHaveValue(account.email);
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoAxeViolations(page, `the sign-in page after sign-up (${name})`);
    });
  });
}

test('register with an email that already has an account: the same answer and page as a new one', async ({
  page,
  baseURL,
}) => {
  const account = await registerAndSignIn(page, baseURL);
  await page.context().clearCookies();
  await page.goto('/register');
  await page.getByLabel('First name').fill('Someone');
  await page.getByLabel('Last name').fill('Else');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password (at least 8 characters)').fill('Other#Ward2026');
  await page.getByLabel('Confirm password').fill('Other#Ward2026');
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});
