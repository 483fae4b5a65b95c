import { msg } from '../../../../shared/i18n/msg';
import type { Role } from '../../../../shared/roles';
import type { UserRoleFilter } from '../../../../shared/user-management/users';

/** How each role is named on the page, in the order of the spec's role filter (§2: all/admin/instructor/trainer/student). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: msg('Admin'),
  instructor: msg('Instructor'),
  trainer: msg('Trainer'),
  student: msg('Student'),
};

/** The role filter's options: All Roles, then the four roles. */
export const ROLE_FILTER_OPTIONS: { value: UserRoleFilter; label: string }[] = [
  { value: 'all', label: msg('All Roles') },
  ...(Object.keys(ROLE_LABELS) as Role[]).map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

/** The Edit User dialog's role options, in the same order. */
export const ROLE_OPTIONS = ROLE_FILTER_OPTIONS.slice(1);

/** A badge colour per role: the palette's darkest shade, so white text on it keeps WCAG AA. */
export const ROLE_COLORS: Record<Role, string> = {
  admin: 'red.9',
  instructor: 'grape.9',
  trainer: 'teal.9',
  student: 'blue.9',
};
