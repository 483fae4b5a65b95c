import { DEMO_USERS } from '../src/server/features/auth/demo-users';
import { paths } from '../src/shared/paths';
import { registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, gotoInteractive, test } from './fixtures';

test('§2 landing: Take Sample Test leads to the sample test, Get Started to registration', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Nightingale: NCLEX preparation for international nurses');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', paths.landing.description);
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('region', { name: 'Nurses who prepared with us' }).getByRole('blockquote')).toHaveCount(
    3,
  );
  await page.getByRole('link', { name: 'Take Sample Test' }).click();
  await expect(page).toHaveURL('/sample-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free NCLEX Sample Test');
});

test('§2 FAQ: search filters, a click toggles an answer, no match offers Clear Search', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle('FAQ | Nightingale');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Getting Started', 'Study Materials', 'Technical Support', 'Payment & Billing']);

  await page.getByLabel('Search the FAQ').fill('REFUND');
  await expect(headings).toHaveText(['Payment & Billing']);
  const question = page.getByRole('main').getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/30 days/).first()).toBeVisible();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  await page.getByLabel('Search the FAQ').fill('xyzzy');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByText('Nothing in the FAQ matches “xyzzy”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByLabel('Search the FAQ')).toHaveValue('');
  await expect(headings).toHaveCount(4);
});

test.describe('before the code has arrived', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test('the FAQ is readable but inert; other pages show the top bar', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/faq');
    await expect(page).toHaveTitle('FAQ | Nightingale');
    await expect(page.locator('h1')).toHaveText('Frequently Asked Questions');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await page.goto('/login');
    await expect(page.locator('#root')).toHaveText('Nightingale');
  });
});

test('the prerendered FAQ comes alive: what a visitor types goes into the working search', async ({ page }) => {
  await page.goto('/faq');
  await page.getByLabel('Search the FAQ').fill('refund');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Payment & Billing']);
});

test('§2 jobs: four cards, searchable by title, hospital or location', async ({ page }) => {
  await page.goto('/job');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('Urgent').first()).toBeVisible();
  await page.getByLabel('Search jobs').fill('toronto');
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  await page.getByLabel('Search jobs').fill('astronaut');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText(/No jobs match/)).toBeVisible();
});

test('§2 services: the free exam starts the sample test, paid offerings lead to registration', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Start Free Exam' })).toHaveAttribute('href', '/sample-test');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(3);
});

test('§2 welcome: statistics and four cards; a signed-in visitor goes to the dashboard', async ({ page, baseURL }) => {
  await page.goto('/home');
  for (const [name, href] of [
    ['Study Materials', '/training-center'],
    ['Practice Tests', '/sample-test'],
    ['Track Progress', '/tracking'],
    ['Get Support', '/support'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  await registerAndSignIn(page, baseURL);
  await page.goto('/home');
  await expect(page).toHaveURL('/dashboard');
});

test('§2/§5 contact: all fields required; a message is stored, thanked, the form cleared, and waits in the support queue', async ({
  page,
  baseURL,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('main').getByText('Hours: Mon-Fri 9 AM-5 PM EST; weekend closed')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const [field, message] of [
    ['Full Name', 'Full name is required'],
    ['Email Address', 'Email address is required'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message is required'],
  ] as const) {
    const input = page.getByRole('textbox', { name: new RegExp(`^${field}`) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  }
  await expect(page.getByRole('textbox', { name: /^Full Name/ })).toBeFocused();
  await page.getByLabel('Email Address').fill('not-an-email');
  await expect(page.getByLabel('Email Address')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
  const subject = `Visa question ${Date.now()}`;
  await page.getByLabel('Full Name').fill('Ngozi Adeyemi');
  await page.getByLabel('Email Address').fill('ngozi@example.org');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('<script>alert(1)</script> Which documents do I need?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you for your message! We will get back to you within 24 hours.',
  );
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const admin = DEMO_USERS.find((user) => user.role === 'admin');
  if (!admin) throw new Error('no demo admin');
  const origin = new URL(baseURL ?? '').origin;
  await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: admin.email, password: admin.password },
  });
  // Issue 23: it waits in the one support queue. Other specs send messages at the same time, so
  // the message is found by its subject, page by page, rather than by its place.
  let sent: { id: string; preview: string } | undefined;
  for (let pageNumber = 1; !sent && pageNumber <= 50; pageNumber++) {
    const listed = await page.request.get(`/api/admin/conversations?status=waiting&page=${pageNumber}`);
    expect(listed.status()).toBe(200);
    const queue: { conversations: { id: string; subject: string; preview: string }[] } = await listed.json();
    if (queue.conversations.length === 0) break;
    sent = queue.conversations.find((conversation) => conversation.subject === subject);
  }
  expect(sent?.preview).toBe('<script>alert(1)</script> Which documents do I need?');
});

test.describe('when sending fails', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('§5 contact: a failed send says so and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is restarting.' } }),
      }),
    );
    await gotoInteractive(page, '/contact');
    await page.getByLabel('Full Name').fill('Ngozi Adeyemi');
    await page.getByLabel('Email Address').fill('ngozi@example.org');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Please call me back.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your message was not sent: The service is restarting.');
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Please call me back.');
  });
});

test('§2 every public page has its own title and meta description, also after moving between pages', async ({
  page,
}) => {
  const titles: Record<string, string> = {
    '/': 'Nightingale: NCLEX preparation for international nurses',
    '/about': 'About | Nightingale',
    '/services': 'Services | Nightingale',
    '/contact': 'Contact | Nightingale',
    '/faq': 'FAQ | Nightingale',
    '/job': 'Jobs | Nightingale',
    '/sample-test': 'Free NCLEX Sample Test | Nightingale',
    '/login': 'Sign In | Nightingale',
    '/register': 'Create Your Account | Nightingale',
  };
  const description = page.locator('meta[name="description"]');
  for (const key of [
    'landing',
    'about',
    'services',
    'contact',
    'faq',
    'job',
    'sampleTest',
    'login',
    'register',
  ] as const) {
    const { path } = paths[key];
    const response = await page.request.get(path);
    expect(await response.text(), `${path} as served`).toContain(`content="${paths[key].description}"`);
    await page.goto(path);
    await expect(page).toHaveTitle(titles[path] ?? '');
    await expect(description).toHaveAttribute('content', paths[key].description);
  }
  await page.goto('/faq');
  await page.getByRole('banner').getByRole('link', { name: 'Sample Test' }).click();
  await expect(page).toHaveTitle('Free NCLEX Sample Test | Nightingale');
  await expect(description).toHaveAttribute('content', paths.sampleTest.description);
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(description).toHaveAttribute('content', paths.about.description);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`every public page has no accessibility violations (${scheme})`, async ({ page }) => {
    // Nine axe scans take about 55 s on a busy 2-core machine.
    test.slow();
    await page.addInitScript((value) => window.localStorage.setItem('mantine-color-scheme-value', value), scheme);
    for (const path of ['/', '/home', '/about', '/services', '/contact', '/faq', '/job', '/sample-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectNoAxeViolations(page, `${path} (${scheme})`);
    }
    await page.goto('/faq');
    await page.getByRole('button').filter({ hasText: '?' }).first().click();
    await expectNoAxeViolations(page, `an open FAQ answer (${scheme})`);
  });
}
