import { DEMO_USERS } from '../src/server/features/auth/demo-users';
import { newAccount, registerAndSignIn, signInWithForm } from './account-helpers';
import { expect, test } from './fixtures';
import { chooseOption } from './select-helpers';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('§5 register lists every failed rule, then creates the account; signing in lands on the dashboard', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const alert = page.getByRole('alert');
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
  ]) {
    await expect(alert).toContainText(message);
  }
  await page.getByLabel('First name').fill(account.firstName);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password (at least 8 characters)').fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('Password must be at least 8 characters');
  await expect(page.getByRole('alert')).toContainText('Passwords do not match');

  await page.getByLabel('Password (at least 8 characters)').fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Thank you for registering.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(heading(page)).toHaveText(`Welcome back, ${account.firstName}!`);
  await expect(page.getByText('No activity yet.')).toBeVisible();
});

test.describe('failed sign-ins', () => {
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('§5 login: both fields required, wrong password refused, error cleared on edit', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password.');
    await page.getByLabel('Email').fill(DEMO_USERS[0]?.email ?? '');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show or hide the password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });
});

const targets = {
  student: '/dashboard',
  instructor: '/training-center',
  trainer: '/trainer-dashboard',
  admin: '/user-management',
};
/** The in-app menu by role (spec §2), with Communication before Support (issue 13); its text ends with a count when there is one. */
const communication = /^Communication/;
const menus = {
  student: ['Dashboard', 'Training Center', 'Job', communication, 'Support'],
  // Issue 28: the Item Bank and Classes after the Training Center.
  instructor: [
    'Dashboard',
    'Training Center',
    'Item Bank',
    'Classes',
    'Job',
    'Payment',
    'Settings',
    communication,
    'Support',
  ],
  trainer: [
    'Trainer Dashboard',
    'Content Management',
    'Course Creation',
    'One-on-One Training',
    'Video Library',
    'Training Center',
    communication,
    'Support',
  ],
  admin: [
    'Dashboard',
    'Training Center',
    'Job',
    'Payment',
    'Settings',
    // Issue 23: User Management, Content Review, All Purchases and Application Tracking are under the bar's Admin menu (e2e/top-bar.spec.ts).
    communication,
    'Support',
  ],
};

for (const role of ['student', 'instructor', 'trainer', 'admin'] as const) {
  const demo = DEMO_USERS.find((user) => user.role === role);
  test(`§2 the demo ${role} signs in, lands on the role's page and sees the role's menus`, async ({ page }) => {
    if (!demo) throw new Error(`no demo ${role}`);
    await page.goto('/login');
    await signInWithForm(page, demo.email, demo.password);
    await expect(page).toHaveURL(targets[role]);

    const inApp = page.getByRole('navigation', { name: 'My Nightingale' });
    await expect(inApp.getByRole('link')).toHaveText(menus[role]);
    await expect(page.getByRole('link', { name: 'Trainer', exact: true })).toHaveAttribute(
      'href',
      '/trainer-dashboard',
    );
    await expect(page.getByRole('button', { name: 'Student Portal' })).toHaveCount(role === 'student' ? 1 : 0);

    await page.getByRole('button', { name: `Account menu for ${demo.firstName} ${demo.lastName}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(`${demo.firstName} ${demo.lastName}`);
    await expect(menu).toContainText(demo.email);
    await expect(menu).toContainText(role);
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCount(role === 'student' ? 1 : 0);
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', targets[role]);

    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL('/login?from=%2Fprofile');
  });
}

test('§2 the Messages menu offers Login to Post Message when signed out and Post New Message when signed in', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Messages' }).click();
  await expect(page.getByRole('menuitem', { name: 'Login to Post Message' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('menuitem', { name: 'View All Messages' })).toHaveAttribute('href', '/messages');
  await page.keyboard.press('Escape');

  await registerAndSignIn(page, baseURL);
  await page.reload();
  await page.getByRole('button', { name: 'Messages' }).click();
  await expect(page.getByRole('menuitem', { name: 'Post New Message' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Student Portal' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Courses & Training',
    'Programs',
    'Documents',
    'Application Tracking',
    'Sample Exam',
    'TOEFL Training',
    'Job',
  ]);
});

test('§2 a page that needs a session sends a visitor to sign in and back', async ({ page, baseURL }) => {
  const account = newAccount();
  await registerAndSignIn(page, baseURL, account);
  await page.context().clearCookies();
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?from=%2Fsettings');
  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL('/settings');
  await expect(heading(page)).toHaveText('Settings');
});

test('§4 profile: edit, cancel restores, save persists across a reload', async ({ page, baseURL }) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone').fill('+63 917 555 0142');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('+63 917 555 0142')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Maria Clara');
  await page.getByLabel('Phone').fill('+63 917 555 0142');
  await page.getByLabel('Nursing license').fill('PRC-0456123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('+63 917 555 0142')).toBeVisible();
  await expect(page.getByText('PRC-0456123')).toBeVisible();
  await expect(page.getByText('Maria Clara', { exact: true })).toBeVisible();
});

test.describe('password change', () => {
  // Signing in with the old password is refused with 401, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('§5 change password: rules listed, then changed; only the new password signs in', async ({ page, baseURL }) => {
    const account = await registerAndSignIn(page, baseURL);
    await page.goto('/change-password');
    await page.getByLabel('Current password', { exact: true }).fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm new password').fill('weak');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Please fix the following errors:');
    await expect(alert).toContainText('Password must be at least 8 characters long');
    await expect(alert).toContainText('Password must contain at least one uppercase letter');

    await page.getByLabel('New password', { exact: true }).fill('Brand#New2027');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Confirm new password').fill('Brand#New2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL('/profile', { timeout: 5000 });

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/login');
    await signInWithForm(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill('Brand#New2027');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test('§3 settings persist, and dark mode switches the whole app', async ({ page, baseURL }) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Time zone' }), /^Asia\/Tokyo/);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
});

test.describe('when the figures cannot be loaded', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('§2 the dashboard says so and still offers its quick actions and deadlines', async ({ page, baseURL }) => {
    await registerAndSignIn(page, baseURL);
    await page.route('**/api/exams/progress', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is restarting.' } }),
      }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('alert')).toContainText('The service is restarting.');
    const quickActions = page.getByRole('region', { name: 'Quick actions' });
    await expect(quickActions.getByRole('link')).toHaveText([
      'Training Center',
      'Sample Test',
      'Study Materials',
      'Support',
    ]);
    await expect(page.getByRole('heading', { name: 'Upcoming deadlines' })).toBeVisible();
  });
});
