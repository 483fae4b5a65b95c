import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../shared/roles';
import { countAccounts, setAccountStanding } from '../account/service';

/** A demo account; the README lists them with their passwords. */
export interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  isRegistered: boolean;
  testAttempts?: number;
}

/** The seven demo accounts (two students, two instructors, one admin, two trainers), each with its own password. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'amara.okafor@nightingale.test',
    password: 'Amara#Study2026',
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'student',
    isRegistered: true,
  },
  {
    email: 'luis.fernandez@nightingale.test',
    password: 'Luis#Sample2026',
    firstName: 'Luis',
    lastName: 'Fernandez',
    role: 'student',
    isRegistered: false,
  },
  {
    email: 'priya.nair@nightingale.test',
    password: 'Priya#Teach2026',
    firstName: 'Priya',
    lastName: 'Nair',
    role: 'instructor',
    isRegistered: true,
  },
  {
    email: 'james.whitfield@nightingale.test',
    password: 'James#Teach2026',
    firstName: 'James',
    lastName: 'Whitfield',
    role: 'instructor',
    isRegistered: true,
  },
  {
    email: 'grace.mensah@nightingale.test',
    password: 'Grace#Admin2026',
    firstName: 'Grace',
    lastName: 'Mensah',
    role: 'admin',
    isRegistered: true,
  },
  {
    email: 'maria.santos@nightingale.test',
    password: 'Maria#Train2026',
    firstName: 'Maria',
    lastName: 'Santos',
    role: 'trainer',
    isRegistered: true,
  },
  {
    email: 'david.kim@nightingale.test',
    password: 'David#Train2026',
    firstName: 'David',
    lastName: 'Kim',
    role: 'trainer',
    isRegistered: true,
  },
];

/**
 * Creates an account through better-auth (so the password is hashed by the library) and then sets
 * the fields a request may not: role, registration and test attempts. Returns the user id.
 */
export async function createAccount(app: FastifyInstance, account: DemoUser): Promise<string> {
  const { user } = await app.auth.api.signUpEmail({
    body: {
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
    },
  });
  await setAccountStanding(app.db, user.id, {
    role: account.role,
    isRegistered: account.isRegistered,
    testAttempts: account.testAttempts ?? 0,
  });
  return user.id;
}

/**
 * Seeds the demo accounts on the first start, when no account exists yet (DEMO_DATA).
 * Returns how many were created (0 when accounts already exist).
 */
export async function seedDemoUsers(app: FastifyInstance): Promise<number> {
  if ((await countAccounts(app.db)) > 0) return 0;
  // At once: each password is hashed in libuv's thread pool, so the hashes run side by side.
  await Promise.all(DEMO_USERS.map((account) => createAccount(app, account)));
  return DEMO_USERS.length;
}
