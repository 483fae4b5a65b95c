import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoSession } from './account-helpers';
import { createCourseWithLessons } from './course-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { chooseOption } from './select-helpers';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The titles of the editor's lessons, in order, as their rows show them ("1. Title"). */
const lessonTitles = (page: Page) =>
  page
    .getByTestId('lesson-row')
    .locator('p')
    .filter({ hasText: /^\d+\. / })
    .allTextContents();

test('a trainer builds a course in the course editor: a section, a text, a video and a quiz lesson, reordered with the keyboard, published after a confirmation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Shock States ${randomBytes(3).toString('hex')}`;

  // David Kim, a demo trainer with a video, creates the course: a draft.
  const trainer = await demoSession(browser, baseURL, 'david.kim@nightingale.test');
  await trainer.goto('/create-course');
  await trainer.getByLabel('Title').fill(title);
  await trainer.getByLabel('Description').fill('Hypovolemic, cardiogenic, distributive and obstructive shock.');
  await trainer.getByLabel('Price (USD)').fill('19.99');
  await chooseOption(trainer.getByRole('combobox', { name: 'Category' }), 'Medical-Surgical');
  await trainer.getByRole('button', { name: 'Create Course' }).click();
  await expect(
    trainer.getByText(`“${title}” has been created and is ready for students once you publish it.`),
  ).toBeVisible();
  await trainer.getByRole('link', { name: 'Open the course editor' }).click();
  await expect(heading(trainer)).toHaveText('Course Editor');
  await expect(trainer.getByText('Draft', { exact: true })).toBeVisible();
  await expect(trainer.getByRole('button', { name: 'Publish' })).toBeDisabled();

  // The course card's short outline.
  await trainer.getByLabel('Short outline').fill('Tell the four kinds of shock apart and act first on the right one.');
  await trainer.getByRole('button', { name: 'Save course card' }).click();
  await expect(trainer.getByText('Course card saved')).toBeVisible();

  // A section.
  await trainer.getByRole('button', { name: 'Add section' }).click();
  const sectionDialog = trainer.getByRole('dialog', { name: 'Add a section' });
  await sectionDialog.getByLabel('Section title').fill('Recognising shock');
  await sectionDialog.getByRole('button', { name: 'Add section' }).click();
  await expect(trainer.getByRole('heading', { name: 'Section 1: Recognising shock' })).toBeVisible();

  // A text lesson, written in the rich-text editor.
  await trainer.getByRole('button', { name: 'Add lesson to Recognising shock' }).click();
  await trainer.getByRole('menuitem', { name: 'Text lesson' }).click();
  let lessonDialog = trainer.getByRole('dialog', { name: 'Add a lesson to “Recognising shock”' });
  await lessonDialog.getByLabel('Lesson title').fill('Early signs');
  const text = lessonDialog.getByRole('textbox', { name: 'Lesson text' });
  await text.click();
  await trainer.keyboard.type('Tachycardia comes before hypotension.');
  await lessonDialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(lessonDialog).toBeHidden();

  // A video lesson: one of his videos.
  await trainer.getByRole('button', { name: 'Add lesson to Recognising shock' }).click();
  await trainer.getByRole('menuitem', { name: 'Video' }).click();
  lessonDialog = trainer.getByRole('dialog', { name: 'Add a lesson to “Recognising shock”' });
  await lessonDialog.getByLabel('Lesson title').fill('Delegation in shock');
  await chooseOption(lessonDialog.getByRole('combobox', { name: 'Your video' }), /Delegation: What the NCLEX Expects/);
  await lessonDialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(lessonDialog).toBeHidden();

  // A practice quiz from the bank.
  await trainer.getByRole('button', { name: 'Add lesson to Recognising shock' }).click();
  await trainer.getByRole('menuitem', { name: 'Practice quiz' }).click();
  lessonDialog = trainer.getByRole('dialog', { name: 'Add a lesson to “Recognising shock”' });
  await lessonDialog.getByLabel('Lesson title').fill('Shock check');
  await lessonDialog.getByLabel('Number of items').fill('5');
  await expectNoAxeViolations(trainer, 'the lesson dialog of the course editor');
  await lessonDialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(lessonDialog).toBeHidden();
  await expect
    .poll(() => lessonTitles(trainer))
    .toEqual(['1. Early signs', '2. Delegation in shock', '3. Shock check']);
  await expectNoAxeViolations(trainer, 'the course editor');

  // The quiz moves up with the keyboard (the alternative to dragging).
  await trainer.getByRole('button', { name: 'Move Shock check up' }).focus();
  await trainer.keyboard.press('Enter');
  await expect
    .poll(() => lessonTitles(trainer))
    .toEqual(['1. Early signs', '2. Shock check', '3. Delegation in shock']);
  await expect(
    trainer.getByRole('status').filter({ hasText: 'Shock check moved to position 2 of section 1' }),
  ).toBeAttached();

  // Publishing asks first.
  await trainer.getByRole('button', { name: 'Publish' }).click();
  const confirm = trainer.getByRole('dialog', { name: 'Publish this course?' });
  await expect(confirm).toContainText('with its 3 lessons');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(trainer.getByText('Published', { exact: true })).toBeVisible();

  // It is in the marketplace.
  await trainer.goto('/courses');
  await trainer.getByLabel('Search courses').fill(title);
  await expect(trainer.getByRole('article', { name: title })).toContainText(
    'Tell the four kinds of shock apart and act first on the right one.',
  );
});

test('createCourseWithLessons (the helper the player’s spec uses) publishes a course with its curriculum', async ({
  browser,
  baseURL,
}) => {
  const trainer = await demoSession(browser, baseURL, 'david.kim@nightingale.test');
  const videos = (await (await trainer.request.get('/api/trainer/videos')).json()).videos as { id: string }[];
  const title = `Helper Course ${randomBytes(3).toString('hex')}`;
  const { courseId, lessonIds } = await createCourseWithLessons(trainer, {
    title,
    priceCents: 1500,
    sections: [
      {
        title: 'First',
        lessons: [
          { kind: 'text', title: 'Read me', bodyHtml: '<p>Hello</p>', isFreePreview: true },
          { kind: 'video', title: 'Watch me', videoId: videos[0]?.id ?? '' },
        ],
      },
      {
        title: 'Second',
        lessons: [
          {
            kind: 'quiz',
            title: 'Check me',
            quiz: { subjects: [], clientNeeds: [], itemTypes: [], itemIds: [], questionCount: 3, passPercent: 60 },
          },
        ],
      },
    ],
  });
  expect(lessonIds).toHaveLength(3);
  await trainer.goto(`/courses/${courseId}/edit`);
  await expect(trainer.getByText('Published', { exact: true })).toBeVisible();
  await expect.poll(() => lessonTitles(trainer)).toEqual(['1. Read me', '2. Watch me', '3. Check me']);
  await trainer.goto(`/courses/${courseId}`);
  const curriculum = trainer.getByRole('region', { name: 'Curriculum' });
  await expect(curriculum).toContainText('Read me');
  await expect(curriculum).toContainText('Free preview');
  await expect(curriculum).toContainText('2 sections · 3 lessons');
});
