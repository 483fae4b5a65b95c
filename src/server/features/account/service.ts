/**
 * The account feature's public module: how other features read and name accounts (the `users`
 * table is the account's), count a test, and the figure adjustments of user management. Other
 * features import this feature only through this module (the lint enforces it).
 */
export {
  accountMatches,
  countAccounts,
  deleteAccountData,
  findAccountUserByEmail,
  findUserContacts,
  findUserIdByReferralCode,
  findUserNames,
  isAccountDeleted,
  isActiveAccount,
  isEmailTaken,
  recordSignIn,
  recordTestTaken,
  setAccountStanding,
  toAccountUser,
  type UserContact,
  uniqueReferralCode,
} from './accounts';
export { createDemoLearners } from './demo-learners';
export {
  anonymiseAccount,
  countAccountsByRole,
  deletedEmail,
  findActiveAccountRow,
  isEmailTakenByAnother,
  isReferralCodeTakenByAnother,
  listAccountRows,
  lockActiveAccountRow,
  lockAdmins,
  updateAccountFields,
} from './directory';
export { figureAdjustmentsOf, figureAdjustmentsOfUsers, writeFigureAdjustments } from './figure-adjustments';
export { getLanguage, getSettings, getTimeZone, listStudentSettings, updateSettings } from './settings';
export type { UserRow } from './tables';
