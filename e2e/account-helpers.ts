import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DEMO_USERS } from '../src/server/features/auth/demo-users';
import { expect } from './fixtures';

/** A new account's details, with a unique email, meeting every password rule. */
export function newAccount() {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Chiamaka',
    lastName: `Eze${id}`,
    email: `chiamaka.${id}@example.org`,
    password: 'Nclex#Ready2026',
  };
}

/**
 * Creates an account through the API (as the register page would) and signs it in for this page's
 * browser; `baseURL` is the test's, whose origin the CSRF check expects.
 */
export async function registerAndSignIn(page: Page, baseURL: string | undefined, account = newAccount()) {
  const headers = { origin: new URL(baseURL ?? 'http://localhost:4310').origin };
  const created = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { ...account, confirmPassword: account.password, acceptTerms: true },
  });
  expect(created.status()).toBe(200);
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: account.email, password: account.password, rememberMe: true },
  });
  expect(signedIn.status()).toBe(200);
  return account;
}

/** Signs in through the login page. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A new browser context signed in as the demo account `email` (through the API, as the login form does). */
export async function demoSession(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(baseURL ?? 'http://localhost:4310').origin },
    data: { email, password: user.password, rememberMe: true },
  });
  expect(response.status()).toBe(200);
  return page;
}

/** A new browser context with a new registered student signed in; returns the page and the student's referral code. */
export async function newStudent(browser: Browser, baseURL: string | undefined) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await registerAndSignIn(page, baseURL);
  const { user } = await (await page.request.get('/api/account/me')).json();
  return { page, referralCode: user.referralCode as string };
}
