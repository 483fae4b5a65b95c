import { describe, expect, it } from 'vitest';
import { type Capability, can, dashboardPath, maxQuestions, type RoleHolder } from './roles';

const user = (role: RoleHolder['role'], isRegistered = true): RoleHolder => ({ role, isRegistered });

describe('§6 capabilities by role', () => {
  const table: [Capability, RoleHolder | null, boolean][] = [
    ['fullAccess', user('student'), true],
    ['fullAccess', user('student', false), false],
    ['fullAccess', null, false],
    ['adminFeatures', user('admin'), true],
    ['adminFeatures', user('instructor'), false],
    ['createTests', user('instructor'), true],
    ['createTests', user('admin'), true],
    ['createTests', user('trainer'), false],
    ['createCourses', user('trainer'), true],
    ['createCourses', user('admin'), true],
    ['createCourses', user('student'), false],
    ['trainerTools', user('trainer'), true],
    ['trainerTools', user('admin'), true],
    ['trainerTools', user('instructor'), false],
    ['trainerTools', user('student'), false],
    ['trainerDashboard', user('trainer'), true],
    ['trainerDashboard', user('admin'), false],
    ['adminReview', user('admin'), true],
    ['adminReview', user('trainer'), false],
    ['deleteBoardMessages', user('admin'), true],
    ['deleteBoardMessages', user('student'), false],
    ['studentMenus', user('student', false), true],
    ['studentMenus', user('instructor'), false],
    ['studentMenus', user('admin'), false],
    ['studentMenus', null, false],
  ];
  it.each(table)('%s for %o is %s', (capability, holder, expected) => {
    expect(can(holder, capability)).toBe(expected);
  });
});

describe('§6 maximum questions per test', () => {
  it('is 200 / 150 / 100 / 75 / 10 by role and registration', () => {
    expect(maxQuestions(user('admin'))).toBe(200);
    expect(maxQuestions(user('instructor'))).toBe(150);
    expect(maxQuestions(user('trainer'))).toBe(100);
    expect(maxQuestions(user('student'))).toBe(75);
    expect(maxQuestions(user('student', false))).toBe(10);
    expect(maxQuestions(null)).toBe(10);
  });
});

describe('§2 dashboard target by role', () => {
  it('sends each role to its own page', () => {
    expect(dashboardPath('trainer')).toBe('/trainer-dashboard');
    expect(dashboardPath('admin')).toBe('/user-management');
    expect(dashboardPath('instructor')).toBe('/training-center');
    expect(dashboardPath('student')).toBe('/dashboard');
  });
});
