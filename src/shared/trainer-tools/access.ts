/**
 * Who may use the trainer tools (/trainer-content, /trainer-sessions, /trainer-videos): trainers
 * and admins, the holders of `trainerTools` (as of spec §6 "Create courses"). Signed out, each
 * page and its API give the spec's login sentence of that tool (§5); other roles get this one.
 */
export const TRAINER_TOOLS_RESTRICTED =
  'Access Restricted: You need trainer privileges to use the trainer tools. Please register as a trainer.';

/** Spec §2 "Admin review": what everyone but an admin sees on /admin/review. */
export const ADMIN_REVIEW_RESTRICTED = 'Access Restricted: This page is only available for administrators.';
