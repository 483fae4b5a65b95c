import { randomBytes } from 'node:crypto';
import { inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE, PAGE_MESSAGE } from '../../../shared/pagination';
import type { Role } from '../../../shared/roles';
import {
  type ManagedUser,
  USER_MANAGEMENT_RESTRICTED,
  USERS_PAGE_SIZE,
  type UserList,
} from '../../../shared/user-management/users';
import { users } from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: SignedIn;
let student: SignedIn;
let instructor: SignedIn;
let trainer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, student, instructor, trainer] = await Promise.all([
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
    signedInAs(t.app, 'instructor'),
    signedInAs(t.app, 'trainer'),
  ]);
});
afterAll(async () => {
  await t.close();
});

/** A word no other account's name or email contains. */
const token = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

async function list(query = '', who: SignedIn = admin): Promise<UserList> {
  const response = await requestAs(t.app, who, 'GET', `/api/admin/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Gives the accounts `ids` creation times one minute apart, the first the oldest. */
async function spaceCreationTimes(ids: readonly string[]) {
  for (const [index, id] of ids.entries()) {
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) })
      .where(sql`${users.id} = ${id}`);
  }
}

describe('§6 user management is the admin’s alone, enforced by the API (issue 12)', () => {
  const routes = (id: string) =>
    [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      ['PUT', `/api/admin/users/${id}`],
      ['DELETE', `/api/admin/users/${id}`],
    ] as const;
  const validBody = (who: SignedIn) => ({
    firstName: 'Test',
    lastName: 'Student',
    email: who.email,
    role: 'student',
    isRegistered: true,
    testAttempts: 0,
    referralCode: null,
    earningsCents: 0,
    coursesCreated: 0,
    coursesSold: 0,
    expected: { testAttempts: 0, earningsCents: 0, coursesCreated: 0, coursesSold: 0 },
  });
  /** Bodies and queries that would fail validation: the guard must answer before they are read. */
  const invalidRequests = (id: string) =>
    [
      ['GET', '/api/admin/users?page=0&role=superuser', undefined],
      ['PUT', `/api/admin/users/${id}`, { firstName: '', role: 'superuser', earningsCents: 'lots' }],
    ] as const;

  it('signed out: 401 on every route, nothing changed', async () => {
    const target = await signedInAs(t.app, 'student');
    for (const [method, url] of routes(target.id)) {
      const response = await requestAs(t.app, null, method, url, method === 'PUT' ? validBody(target) : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
    expect((await requestAs(t.app, target, 'GET', '/api/account/me')).json().user.email).toBe(target.email);
  });

  it.each<Role>(['student', 'instructor', 'trainer'])(
    'a %s: 403 with the Access Restricted sentence on every route, nothing changed',
    async (role) => {
      const who = { student, instructor, trainer }[role as 'student' | 'instructor' | 'trainer'];
      const target = await signedInAs(t.app, 'student');
      for (const [method, url] of routes(target.id)) {
        const body = method === 'PUT' ? { ...validBody(target), role: 'admin' } : undefined;
        const response = await requestAs(t.app, who, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error).toEqual({ code: 'forbidden', message: USER_MANAGEMENT_RESTRICTED });
      }
      const me = (await requestAs(t.app, target, 'GET', '/api/account/me')).json().user;
      expect(me).toMatchObject({ email: target.email, role: 'student' });
    },
  );

  it('the guard runs before validation: a bad body or query gets 401 signed out and 403 for a student, never field messages', async () => {
    const target = await signedInAs(t.app, 'student');
    for (const [method, url, body] of invalidRequests(target.id)) {
      const signedOut = await requestAs(t.app, null, method, url, body);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      expect(signedOut.json().error.code).toBe('not_signed_in');
      const asStudent = await requestAs(t.app, student, method, url, body);
      expect(asStudent.statusCode, `${method} ${url}`).toBe(403);
      expect(asStudent.json().error).toEqual({ code: 'forbidden', message: USER_MANAGEMENT_RESTRICTED });
    }
  });

  it('an admin: 200 on the list, the user and the edit, 204 on the deletion', async () => {
    const target = await signedInAs(t.app, 'student');
    const answers = [];
    for (const [method, url] of routes(target.id)) {
      answers.push(
        (await requestAs(t.app, admin, method, url, method === 'PUT' ? validBody(target) : undefined)).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 204]);
  });
});

describe('§2 user management list: search by name or email, role filter, newest first, pages (issue 12)', () => {
  it('finds accounts by any part of the first name, last name or email, whatever the case', async () => {
    const first = token('Amarachi');
    const last = token('Okonkwo');
    const email = `${token('nurse.mail')}@example.org`;
    const found = await signedInAs(t.app, 'student', { firstName: first, lastName: last, email });
    for (const q of [
      first.slice(2, 9).toUpperCase(),
      last.slice(1).toLowerCase(),
      email.slice(3, 14),
      `${first} ${last}`,
    ]) {
      const page = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        page.users.map((user) => user.id),
        q,
      ).toEqual([found.id]);
      expect(page.total).toBe(1);
    }
  });

  it('the search is trimmed, and %, _ and \\ match only themselves', async () => {
    const word = token('Percent');
    const literal = await signedInAs(t.app, 'student', { firstName: `${word}%_\\x`, lastName: 'Literal' });
    await signedInAs(t.app, 'student', { firstName: `${word}ab\\x`, lastName: 'Other' });
    expect((await list(`?q=${encodeURIComponent(`  ${word}%_\\  `)}`)).users.map((user) => user.id)).toEqual([
      literal.id,
    ]);
    expect((await list(`?q=${encodeURIComponent(`${word}%`)}`)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent(`${word}__`)}`)).total).toBe(0);
  });

  it('an empty search and the role "all" list every account not deleted', async () => {
    const page = await list('?q=&role=all');
    const [row] = await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(isNull(users.deletedAt));
    expect(page.total).toBe(row?.total);
    expect(page.users.length).toBe(Math.min(USERS_PAGE_SIZE, row?.total ?? 0));
  });

  it('the role filter keeps only that role, and combines with the search', async () => {
    const family = token('Rolefamily');
    const made = await Promise.all(
      (['student', 'instructor', 'trainer', 'admin'] as const).map((role) =>
        signedInAs(t.app, role, { lastName: family }),
      ),
    );
    for (const [index, role] of (['student', 'instructor', 'trainer', 'admin'] as const).entries()) {
      const page = await list(`?q=${family}&role=${role}`);
      expect(page.users.map((user) => [user.id, user.role])).toEqual([[made[index]?.id, role]]);
      expect((await list(`?role=${role}`)).users.every((user) => user.role === role)).toBe(true);
    }
    expect((await list(`?q=${family}&role=all`)).total).toBe(4);
  });

  it('newest accounts first, 25 a page, total counts every match, a page past the end is empty', async () => {
    const word = token('Pagetest');
    const many = await signedInMany(t.app, USERS_PAGE_SIZE + 5);
    await t.database.db
      .update(users)
      .set({ firstName: word })
      .where(
        inArray(
          users.id,
          many.map((account) => account.id),
        ),
      );
    await spaceCreationTimes(many.map((account) => account.id));
    const newestFirst = many.map((account) => account.id).reverse();
    const first = await list(`?q=${word}`);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: USERS_PAGE_SIZE });
    expect(first.users.map((user) => user.id)).toEqual(newestFirst.slice(0, 25));
    const second = await list(`?q=${word}&page=2`);
    expect(second.users.map((user) => user.id)).toEqual(newestFirst.slice(25));
    expect(second.total).toBe(30);
    const third = await list(`?q=${word}&page=3`);
    expect(third).toMatchObject({ users: [], total: 30, page: 3 });
  });

  it('accounts made at the same instant keep one order (id, descending) across pages', async () => {
    const word = token('Sametime');
    const many = await signedInMany(t.app, 3);
    await t.database.db
      .update(users)
      .set({ firstName: word, createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(
        inArray(
          users.id,
          many.map((account) => account.id),
        ),
      );
    const ids = (await list(`?q=${word}`)).users.map((user) => user.id);
    expect(ids).toEqual(
      many
        .map((account) => account.id)
        .sort()
        .reverse(),
    );
  });

  it('no match: an empty page and total 0 (the page shows "No users found matching your criteria")', async () => {
    expect(await list(`?q=${token('nobody')}`)).toMatchObject({ users: [], total: 0, page: 1 });
  });

  it('bad queries: a role outside the five, a page that is not a whole number from 1 to 10,000, a search over 100 characters: 400', async () => {
    for (const query of [
      '?role=superuser',
      '?page=0',
      '?page=1.5',
      '?page=abc',
      `?page=${MAX_PAGE + 1}`,
      '?page=1e18',
      `?q=${'a'.repeat(101)}`,
    ]) {
      const response = await requestAs(t.app, admin, 'GET', `/api/admin/users${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    expect((await requestAs(t.app, admin, 'GET', '/api/admin/users?page=1e18')).json().error.message).toBe(
      PAGE_MESSAGE,
    );
    expect((await requestAs(t.app, admin, 'GET', `/api/admin/users?page=${MAX_PAGE}`)).statusCode).toBe(200);
    const role = await requestAs(t.app, admin, 'GET', '/api/admin/users?role=superuser');
    expect(role.json().error.message).toBe('Choose a role: all, admin, instructor, trainer or student.');
  });
});

describe('§2 the six stat cards count every account not deleted (issue 12)', () => {
  it('total, by role and registered match the accounts; a deleted account is not counted or listed', async () => {
    const counts = async () => {
      const [row] = await t.database.db
        .select({
          total: sql<number>`count(*)::int`,
          admins: sql<number>`(count(*) filter (where role = 'admin'))::int`,
          instructors: sql<number>`(count(*) filter (where role = 'instructor'))::int`,
          trainers: sql<number>`(count(*) filter (where role = 'trainer'))::int`,
          students: sql<number>`(count(*) filter (where role = 'student'))::int`,
          registered: sql<number>`(count(*) filter (where is_registered))::int`,
        })
        .from(users)
        .where(isNull(users.deletedAt));
      return row;
    };
    const free = await signedInAs(t.app, 'student', { isRegistered: false, lastName: token('Free') });
    const before = (await list('?q=zzzz-no-match')).stats;
    expect(before).toEqual(await counts());
    expect(before.total).toBe(before.admins + before.instructors + before.trainers + before.students);
    expect(before.registered).toBeLessThan(before.total);

    const gone = await signedInAs(t.app, 'trainer', { lastName: token('Gone') });
    expect((await list()).stats).toMatchObject({
      total: before.total + 1,
      trainers: before.trainers + 1,
      registered: before.registered + 1,
    });
    expect((await requestAs(t.app, admin, 'DELETE', `/api/admin/users/${gone.id}`)).statusCode).toBe(204);
    const after = await list(`?q=deleted`);
    expect(after.stats).toEqual(before);
    expect(after.users.map((user) => user.id)).not.toContain(gone.id);
    expect((await list('?role=trainer&page=1')).users.map((user) => user.id)).not.toContain(gone.id);
    expect((await list(`?q=${free.email}`)).users[0]).toMatchObject({ isRegistered: false });
  });
});

describe('§2/§3 each row: status, test attempts, last activity and the trainer figures from records (issue 12)', () => {
  it('a trainer with courses and sales: courses created, completed sales and ledger earnings; a buyer’s attempts and last test', async () => {
    const name = token('Figures');
    const seller = await signedInAs(t.app, 'trainer', { lastName: name });
    const referrer = await signedInAs(t.app, 'student', { lastName: name });
    const buyers = await signedInMany(t.app, 2);
    const course = await createCourseAs(t.app, seller, { priceCents: 10_000 });
    await createCourseAs(t.app, seller, { isPublished: false });
    const [code] = await t.database.db
      .select({ code: users.referralCode })
      .from(users)
      .where(sql`${users.id} = ${referrer.id}`);
    expect((await buy(t.app, buyers[0] ?? null, course.id)).statusCode).toBe(201);
    expect((await buy(t.app, buyers[1] ?? null, course.id, code?.code ?? undefined)).statusCode).toBe(201);
    const lastTest = new Date('2026-02-20T10:30:00Z');
    await t.database.db
      .update(users)
      .set({ testAttempts: 4, lastTestDate: lastTest })
      .where(sql`${users.id} = ${referrer.id}`);

    const rows = new Map((await list(`?q=${name}`)).users.map((user) => [user.id, user]));
    expect(rows.get(seller.id)).toMatchObject<Partial<ManagedUser>>({
      role: 'trainer',
      isRegistered: true,
      coursesCreated: 2,
      coursesSold: 2,
      earningsCents: 8000 + 8000,
      testAttempts: 0,
      lastTestDate: null,
    });
    expect(rows.get(referrer.id)).toMatchObject<Partial<ManagedUser>>({
      earningsCents: 1000,
      coursesCreated: 0,
      coursesSold: 0,
      testAttempts: 4,
      lastTestDate: lastTest.toISOString(),
      referralCode: code?.code ?? null,
    });
    const one = await requestAs(t.app, admin, 'GET', `/api/admin/users/${seller.id}`);
    expect(one.json().user).toEqual(rows.get(seller.id));
  });

  it('GET of an unknown or deleted user: 404 with the sentence', async () => {
    const response = await requestAs(t.app, admin, 'GET', '/api/admin/users/no-such-user');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('user_not_found');
    const gone = await signedInAs(t.app, 'student');
    await requestAs(t.app, admin, 'DELETE', `/api/admin/users/${gone.id}`);
    expect((await requestAs(t.app, admin, 'GET', `/api/admin/users/${gone.id}`)).statusCode).toBe(404);
  });
});
