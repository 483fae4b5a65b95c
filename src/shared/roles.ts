import { msg } from './i18n/msg';
import { paths } from './paths';

/**
 * Roles and permissions (spec §6), in one place: the API's route guards and the UI's menus both
 * read this table.
 */

export const ROLES = ['student', 'instructor', 'trainer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a guard or a menu needs to know about a user. */
export interface RoleHolder {
  role: Role;
  isRegistered: boolean;
}

/** Capabilities of spec §6 (`studentMenus`: "Only students see the Student Portal menu and Settings in the profile menu"). */
export type Capability =
  | 'fullAccess'
  | 'adminFeatures'
  | 'createTests'
  | 'createCourses'
  | 'trainerTools'
  | 'trainerDashboard'
  | 'adminReview'
  | 'deleteBoardMessages'
  | 'studentMenus';

/** Who holds each capability (spec §6 table). */
const holders: Record<Capability, (user: RoleHolder) => boolean> = {
  fullAccess: (user) => user.isRegistered,
  adminFeatures: (user) => user.role === 'admin',
  createTests: (user) => user.role === 'instructor' || user.role === 'admin',
  createCourses: (user) => user.role === 'trainer' || user.role === 'admin',
  /** Training materials, sessions and videos: the trainers' tools, which admins may use as they may create courses (spec §6). */
  trainerTools: (user) => holders.createCourses(user),
  trainerDashboard: (user) => user.role === 'trainer',
  adminReview: (user) => holders.adminFeatures(user),
  deleteBoardMessages: (user) => holders.adminFeatures(user),
  studentMenus: (user) => user.role === 'student',
};

/** True when `user` (null when signed out) holds `capability`. */
export function can(user: RoleHolder | null, capability: Capability): boolean {
  return user !== null && holders[capability](user);
}

/**
 * Maximum questions per test (spec §6): admin 200, instructor 150, trainer 100, registered
 * student 75, unregistered student or no user 10.
 */
export function maxQuestions(user: RoleHolder | null): number {
  if (!user) return 10;
  switch (user.role) {
    case 'admin':
      return 200;
    case 'instructor':
      return 150;
    case 'trainer':
      return 100;
    default:
      return user.isRegistered ? 75 : 10;
  }
}

/**
 * Where "Dashboard" leads, after sign-in and from the menu (spec §2): trainer -> /trainer-dashboard,
 * admin -> /user-management, instructor -> /training-center, student or any other -> /dashboard.
 */
export function dashboardPath(role: Role): string {
  switch (role) {
    case 'trainer':
      return paths.trainerDashboard.path;
    case 'admin':
      return paths.userManagement.path;
    case 'instructor':
      return paths.trainingCenter.path;
    default:
      return paths.dashboard.path;
  }
}

/**
 * Who may use the trainer tools (/trainer-content, /trainer-sessions, /trainer-videos): trainers
 * and admins, the holders of `trainerTools` (as of spec §6 "Create courses"). Signed out, each
 * page and its API give the spec's login sentence of that tool (§5); other roles get this one.
 */
export const TRAINER_TOOLS_RESTRICTED = msg(
  'Access Restricted: You need trainer privileges to use the trainer tools. Please register as a trainer.',
);

/** Spec §2 "Admin review": what everyone but an admin sees on /admin/review. */
export const ADMIN_REVIEW_RESTRICTED = msg('Access Restricted: This page is only available for administrators.');
