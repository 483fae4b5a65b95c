/** Avatar initials (spec §3 "User"): the uppercased first letters of first and last name, or U when both are absent. */
export function initialsOf(user: { firstName?: string | null; lastName?: string | null } | null): string {
  const first = user?.firstName?.trim().charAt(0) ?? '';
  const last = user?.lastName?.trim().charAt(0) ?? '';
  return `${first}${last}`.toUpperCase() || 'U';
}
