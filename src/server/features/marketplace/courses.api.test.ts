import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { buy, courseBody, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let student: SignedIn;
let instructor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, student, instructor] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Maria', lastName: 'Santos' }),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
    signedInAs(t.app, 'instructor'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const courseCount = async () => (await t.app.database.db.query.courses.findMany()).length;

describe('§5/§6 creating a course', () => {
  it('a trainer creates a course: 201 with every §3 field, the trainer named, no students, no rating', async () => {
    const response = await requestAs(
      t.app,
      trainer,
      'POST',
      '/api/courses',
      courseBody({ title: '  Cardiac Drugs  ', isPublished: false }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Cardiac Drugs',
      priceCents: 4999,
      category: 'pharmacology',
      duration: '6 weeks',
      level: 'Intermediate',
      isPublished: false,
      trainerId: trainer.id,
      trainerName: 'Maria Santos',
      enrolledStudents: 0,
      rating: null,
      ratingCount: 0,
      viewerState: 'own',
      canEdit: true,
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('an admin may create courses too (§6 trainer and admin)', async () => {
    expect((await requestAs(t.app, admin, 'POST', '/api/courses', courseBody({ isPublished: false }))).statusCode).toBe(
      201,
    );
  });

  it('students and instructors are refused with 403, visitors with 401, and nothing is created', async () => {
    const before = await courseCount();
    expect((await requestAs(t.app, student, 'POST', '/api/courses', courseBody())).statusCode).toBe(403);
    expect((await requestAs(t.app, instructor, 'POST', '/api/courses', courseBody())).statusCode).toBe(403);
    expect((await requestAs(t.app, null, 'POST', '/api/courses', courseBody())).statusCode).toBe(401);
    expect(await courseCount()).toBe(before);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'Please fill in all required fields'],
    ['no description', { description: '' }, 'Please fill in all required fields'],
    ['a zero price', { priceCents: 0 }, 'The price must be at least $1.00'],
    ['a negative price', { priceCents: -500 }, 'The price must be at least $1.00'],
    ['a price below $1', { priceCents: 99 }, 'The price must be at least $1.00'],
    ['a price with more than two decimals', { priceCents: 1999.5 }, 'with at most two decimals'],
    ['a price over $9,999.99', { priceCents: 1_000_000 }, 'The price must be at most $9,999.99'],
    ['an unknown category', { category: 'surgery' }, 'Please choose a category'],
    ['no category', { category: undefined }, 'Please choose a category'],
    ['an unknown level', { level: 'Expert' }, 'Please choose a level'],
    ['an over-long title', { title: 'x'.repeat(121) }, 'The title must be at most 120 characters'],
    ['a control character', { duration: '6\u0000weeks' }, 'The duration must not contain control characters.'],
  ])('refuses %s with 400 and a sentence, creating nothing', async (_case, override, message) => {
    const before = await courseCount();
    const response = await requestAs(t.app, trainer, 'POST', '/api/courses', {
      ...courseBody({ isPublished: false }),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await courseCount()).toBe(before);
  });
});

describe('§2 editing and publishing', () => {
  it('the trainer edits their own course; price changes apply and the course stays theirs', async () => {
    const course = await createCourseAs(t.app, trainer);
    const response = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/courses/${course.id}`,
      courseBody({ title: 'Pharmacology Mastery, 2nd edition', priceCents: 5999, level: 'Advanced' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Pharmacology Mastery, 2nd edition',
      priceCents: 5999,
      trainerId: trainer.id,
    });
  });

  it('another trainer cannot edit or unpublish it (403 for a published course, 404 for a draft), and nothing changes', async () => {
    const published = await createCourseAs(t.app, trainer, { title: 'Mine' });
    const draft = await createCourseAs(t.app, trainer, { title: 'My draft', isPublished: false });
    const edit = await requestAs(
      t.app,
      otherTrainer,
      'PUT',
      `/api/courses/${published.id}`,
      courseBody({ title: 'Stolen' }),
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe('You can edit only your own courses.');
    const unpublish = await requestAs(t.app, otherTrainer, 'PATCH', `/api/courses/${published.id}/publication`, {
      isPublished: false,
    });
    expect(unpublish.statusCode).toBe(403);
    expect((await requestAs(t.app, otherTrainer, 'PUT', `/api/courses/${draft.id}`, courseBody())).statusCode).toBe(
      404,
    );
    const after = (await requestAs(t.app, null, 'GET', `/api/courses/${published.id}`)).json();
    expect(after).toMatchObject({ title: 'Mine', isPublished: true });
  });

  it('students and instructors cannot edit or publish any course (403), visitors not at all (401)', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Guarded course' });
    for (const who of [student, instructor]) {
      expect((await requestAs(t.app, who, 'PUT', `/api/courses/${course.id}`, courseBody())).statusCode).toBe(403);
      const publication = await requestAs(t.app, who, 'PATCH', `/api/courses/${course.id}/publication`, {
        isPublished: false,
      });
      expect(publication.statusCode).toBe(403);
    }
    expect((await requestAs(t.app, null, 'PUT', `/api/courses/${course.id}`, courseBody())).statusCode).toBe(401);
    expect((await requestAs(t.app, null, 'PUT', `/api/courses/${course.id}/rating`, { stars: 5 })).statusCode).toBe(
      401,
    );
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json()).toMatchObject({
      title: 'Guarded course',
      isPublished: true,
      canEdit: false,
    });
  });

  it('an admin may edit and unpublish any course', async () => {
    const course = await createCourseAs(t.app, trainer);
    const edit = await requestAs(
      t.app,
      admin,
      'PUT',
      `/api/courses/${course.id}`,
      courseBody({ title: 'Edited by admin' }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Edited by admin', trainerId: trainer.id, canEdit: true });
    const unpublish = await requestAs(t.app, admin, 'PATCH', `/api/courses/${course.id}/publication`, {
      isPublished: false,
    });
    expect(unpublish.json().isPublished).toBe(false);
  });

  it('a draft is hidden from the marketplace and from others (404) until published, then listed', async () => {
    const draft = await createCourseAs(t.app, trainer, { title: 'Hidden draft course', isPublished: false });
    const listed = async () =>
      (await requestAs(t.app, student, 'GET', '/api/courses?search=Hidden%20draft'))
        .json()
        .courses.map((c: { id: string }) => c.id);
    expect(await listed()).toEqual([]);
    expect((await requestAs(t.app, student, 'GET', `/api/courses/${draft.id}`)).statusCode).toBe(404);
    expect((await requestAs(t.app, trainer, 'GET', `/api/courses/${draft.id}`)).statusCode).toBe(200);
    expect((await requestAs(t.app, admin, 'GET', `/api/courses/${draft.id}`)).statusCode).toBe(200);
    const publish = () =>
      requestAs(t.app, trainer, 'PATCH', `/api/courses/${draft.id}/publication`, { isPublished: true });
    // Issue 27 item 1: not without a lesson.
    expect((await publish()).statusCode).toBe(400);
    const section = await requestAs(t.app, trainer, 'POST', `/api/courses/${draft.id}/curriculum/sections`, {
      title: 'Start',
    });
    await requestAs(t.app, trainer, 'POST', `/api/courses/${draft.id}/curriculum/lessons`, {
      sectionId: section.json().sections[0].id,
      lesson: { kind: 'text', title: 'Welcome', bodyHtml: '<p>Hello</p>' },
    });
    expect((await publish()).statusCode).toBe(200);
    expect(await listed()).toEqual([draft.id]);
  });

  it('a course id that does not exist, or is not an id, is a 404 with a sentence', async () => {
    for (const id of ['0b9c3c4e-1d2f-4a8b-9c1d-2e3f4a5b6c7d', 'not-a-course']) {
      const response = await requestAs(t.app, student, 'GET', `/api/courses/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toMatch(/does not exist/);
      expect((await requestAs(t.app, trainer, 'PUT', `/api/courses/${id}`, courseBody())).statusCode).toBe(404);
    }
  });
});

describe('§2 marketplace list and search', () => {
  it('lists published courses only, newest first, and searches title, description and category case-insensitively', async () => {
    const neuro = await createCourseAs(t.app, otherTrainer, {
      title: 'Zebra Neuro Checks',
      description: 'Glasgow Coma Scale practice',
      category: 'medical-surgical',
    });
    t.clock.advance(60);
    const mental = await createCourseAs(t.app, otherTrainer, {
      title: 'Zebra Therapeutic Talk',
      description: 'Communication',
      category: 'mental-health',
    });
    await createCourseAs(t.app, otherTrainer, { title: 'Zebra draft', isPublished: false });
    const search = async (text: string) =>
      (await requestAs(t.app, null, 'GET', `/api/courses?search=${encodeURIComponent(text)}`))
        .json()
        .courses.map((c: { id: string }) => c.id);
    expect(await search('zebra')).toEqual([mental.id, neuro.id]);
    expect(await search('glasgow coma')).toEqual([neuro.id]);
    expect(await search('Mental Health')).toEqual([mental.id]);
    expect(await search('medical-surgical')).toContain(neuro.id);
    // % and _ match themselves, not "anything": neither course's text holds them.
    expect(await search('zebra%')).toEqual([]);
    expect(await search('zebra_neuro')).toEqual([]);
  });

  it('tells each reader where they stand (§4): purchasable, purchased or own; visitors see purchasable', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Viewer state course' });
    expect((await buy(t.app, student, course.id)).statusCode).toBe(201);
    const stateFor = async (who: SignedIn | null) =>
      (await requestAs(t.app, who, 'GET', '/api/courses?search=Viewer%20state')).json().courses[0].viewerState;
    expect(await stateFor(null)).toBe('purchasable');
    expect(await stateFor(instructor)).toBe('purchasable');
    expect(await stateFor(student)).toBe('purchased');
    expect(await stateFor(trainer)).toBe('own');
  });

  it('refuses an over-long search with 400', async () => {
    expect((await requestAs(t.app, null, 'GET', `/api/courses?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
