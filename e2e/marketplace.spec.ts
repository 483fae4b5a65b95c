import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoSession, newStudent, registerAndSignIn } from './account-helpers';
import { addLessonAndPublish } from './course-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { chooseOption } from './select-helpers';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a trainer creates and publishes a course; a student buys it with a referral code; the trainer and the referrer see the money', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Sepsis Bundles ${randomBytes(3).toString('hex')}`;

  // David Kim, a demo trainer, creates and publishes the course.
  const trainer = await demoSession(browser, baseURL, 'david.kim@nightingale.test');
  await trainer.goto('/create-course');
  await expect(heading(trainer)).toHaveText('Create Course');
  await trainer.getByRole('button', { name: 'Create Course' }).click();
  await expect(trainer.getByText('Please fill in all required fields').first()).toBeVisible();
  await trainer.getByLabel('Title').fill(title);
  await trainer
    .getByLabel('Description')
    .fill('The hour-1 bundle, lactate, cultures, fluids and pressors, with NCLEX priority questions.');
  await trainer.getByLabel('Price (USD)').fill('24.99');
  await chooseOption(trainer.getByRole('combobox', { name: 'Category' }), 'Medical-Surgical');
  await trainer.getByLabel('Duration').fill('3 weeks');
  await expectNoAxeViolations(trainer, 'the create-course form');
  await trainer.getByRole('button', { name: 'Create Course' }).click();
  await expect(
    trainer.getByText(`“${title}” has been created and is ready for students once you publish it.`),
  ).toBeVisible();
  await expect(trainer.getByLabel('Title')).toHaveValue('');
  // A new course is a draft until it has a lesson (issue 27 item 1): one lesson, then publish.
  const courseId =
    ((await trainer.getByRole('link', { name: 'View Course' }).getAttribute('href')) ?? '').split('/').at(-1) ?? '';
  expect(await addLessonAndPublish(trainer, courseId)).toBe(200);

  // A student finds it, types another student's code in lowercase, and buys it.
  const referrer = await newStudent(browser, baseURL);
  const buyer = await newStudent(browser, baseURL);
  await buyer.page.goto('/courses');
  await expect(heading(buyer.page)).toHaveText('Course Marketplace');
  await buyer.page.getByLabel('Search courses').fill(title.toLowerCase());
  const card = buyer.page.getByRole('article', { name: title });
  await expect(card).toContainText('David Kim');
  await expect(card).toContainText('$24.99');
  await expect(card).toContainText('Medical-Surgical');
  await expect(buyer.page.getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(buyer.page, 'the marketplace');
  await card.getByRole('link', { name: title }).click();
  await expect(heading(buyer.page)).toHaveText(title);
  const buyPanel = buyer.page.getByRole('region', { name: 'Buy this course' });
  await buyPanel.getByLabel('Referral code').fill(referrer.referralCode.toLowerCase());
  await expect(buyPanel.getByLabel('Referral code')).toHaveValue(referrer.referralCode);
  await expect(buyPanel.getByText('$23.74')).toBeVisible();
  await expectNoAxeViolations(buyer.page, 'a course page');
  // Buy opens the checkout (issue 26); Pay completes it with the test provider.
  await buyPanel.getByRole('button', { name: 'Buy Course' }).click();
  await expect(heading(buyer.page)).toHaveText('Checkout');
  await buyer.page.getByRole('button', { name: 'Pay $23.74' }).click();
  await expect(buyer.page.getByText('Course Purchased Successfully!').first()).toBeVisible();
  await buyer.page.getByRole('link', { name: 'Go to your course' }).click();
  await expect(heading(buyer.page)).toHaveText(title);
  await expect(buyer.page.getByRole('link', { name: 'Open course' })).toBeVisible();
  await buyer.page.reload();
  await expect(buyer.page.getByRole('link', { name: 'Open course' })).toBeVisible();
  await buyer.page.goto('/payment');
  const history = buyer.page.getByRole('region', { name: 'Payments', exact: true });
  await expect(history).toContainText(title);
  await expect(history).toContainText('$23.74');

  // The trainer's dashboard shows the sale, the 80% share and the code.
  await trainer.goto('/trainer-dashboard');
  await expect(heading(trainer)).toHaveText('Trainer Dashboard');
  const sales = trainer.getByRole('region', { name: 'Recent sales' });
  const sale = sales.getByRole('row').filter({ hasText: title });
  await expect(sale).toContainText('$19.99');
  await expect(sale).toContainText(referrer.referralCode);
  await expectNoAxeViolations(trainer, 'the trainer dashboard');

  // The referrer's payment portal shows the 10% referral fee, pending for 30 days.
  await referrer.page.goto('/payment');
  await expect(heading(referrer.page)).toHaveText('Payment Portal');
  const fees = referrer.page.getByRole('region', { name: 'Referral fees' });
  await expect(fees.getByRole('row').filter({ hasText: title })).toContainText('$2.50');
  await expectNoAxeViolations(referrer.page, 'the payment portal with referral earnings');

  // The trainer cannot buy their own course.
  await trainer.goto('/courses');
  await trainer.getByLabel('Search courses').fill(title);
  await expect(
    trainer.getByRole('article', { name: title }).getByRole('button', { name: 'Your course' }),
  ).toBeDisabled();
});

test('§8 a visitor who tries to buy is asked to log in, and nothing is bought', async ({ page }) => {
  await page.goto('/courses');
  const card = page.getByRole('article', { name: 'NCLEX Pharmacology Mastery' });
  await expect(card).toContainText('Maria Santos');
  await card.getByRole('button', { name: 'Buy Course' }).click();
  await expect(page.getByText('Login Required')).toBeVisible();
  await expect(page.getByText('Please login to purchase courses')).toBeVisible();
  await page.getByLabel('Search courses').fill('no such course anywhere');
  await expect(page.getByText('No courses found')).toBeVisible();
  await expectNoAxeViolations(page, 'the marketplace with no result');
});

test('§2/§6 students see the access-restricted texts of the trainer dashboard and course creation', async ({
  page,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL);
  await page.goto('/trainer-dashboard');
  await expect(page.getByText('Access Restricted: This dashboard is only available for trainers.')).toBeVisible();
  await expectNoAxeViolations(page, 'the trainer dashboard for a student');
  await page.goto('/create-course');
  await expect(
    page.getByText('Access Restricted: You need trainer privileges to create courses. Please register as a trainer.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'course creation for a student');
  await page.goto('/payment');
  await expect(heading(page)).toHaveText('Payment Portal');
  // Issue 26 item 5: no sample payment data; a new student owes nothing.
  await expect(page.getByText('You have no pending payments.', { exact: false })).toBeVisible();
  await expect(page.getByText('Sample data')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the payment portal of a new student');
});

test('the demo trainer’s dashboard tabs and the admin’s purchases pass axe; the admin can refund with a reason', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const maria = await demoSession(browser, baseURL, 'maria.santos@nightingale.test');
  await maria.goto('/trainer-dashboard');
  await expect(maria.getByText('Avg. Rating')).toBeVisible();
  await expect(maria.getByText('4.8', { exact: true })).toBeVisible();
  await maria.getByRole('button', { name: 'Copy Code' }).click();
  await expect(maria.getByText('Referral Code Copied!')).toBeVisible();
  for (const tab of ['Content Management', 'Course Management']) {
    await maria.getByRole('tab', { name: tab }).click();
    await expectNoAxeViolations(maria, `the trainer dashboard's ${tab} tab`);
  }
  await maria.reload();
  await expect(maria.getByRole('tab', { name: 'Course Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(maria.getByRole('link', { name: 'Create New Course' })).toHaveAttribute('href', '/create-course');

  const grace = await demoSession(browser, baseURL, 'grace.mensah@nightingale.test');
  await grace.goto('/admin/purchases');
  await expect(heading(grace)).toHaveText('All Purchases');
  await expectNoAxeViolations(grace, 'all purchases, for an admin');
  // A recent sale of David's Community Health course (the figures e2e checks are Maria's).
  await grace.getByLabel('Search purchases').fill('Community Health and Infection Control');
  await expect(
    grace.getByRole('row').filter({ hasText: 'Community Health and Infection Control' }).first(),
  ).toBeVisible();
  await grace.getByRole('button', { name: 'Refund' }).first().click();
  const dialog = grace.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(grace, 'the refund dialog');
  await dialog
    .getByRole('button', { name: /refund/i })
    .last()
    .click();
  await expect(dialog.getByText('Please give a reason for the refund.')).toBeVisible();
  await dialog.getByLabel('Reason for the refund').fill('Requested by the student within 30 days.');
  await dialog
    .getByRole('button', { name: /refund/i })
    .last()
    .click();
  await expect(grace.getByText('Purchase refunded')).toBeVisible();
});
