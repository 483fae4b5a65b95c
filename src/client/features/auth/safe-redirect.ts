/**
 * The in-app path to return to after sign-in, from `?from=`: only a path on this site (starting
 * with one slash), never another site or the sign-in page itself; otherwise null.
 */
export function safeRedirect(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (from === '/login' || from.startsWith('/login?')) return null;
  return from;
}
