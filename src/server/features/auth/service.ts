/**
 * The auth feature's public module: the route guards and the signed-in user, the demo accounts,
 * and ending an account's access. Other features import this feature only through this module (the
 * lint enforces it).
 */

export { createAccount, DEMO_USERS, seedDemoUsers } from './demo-users';
export { revokeAccess } from './revoke-access';
export {
  endCachedSessions,
  optionalUser,
  optionalUserCached,
  readSessionUser,
  requireCapability,
  requireSignedIn,
  requireUser,
  signedInUser,
} from './session';
