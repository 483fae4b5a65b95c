/**
 * The one-on-one sessions' public module: what a course may hold of them, and their cancellation
 * with a deleted trainer. Other features import this feature only through this module (the lint
 * enforces it).
 */
export { cancelSessionsOfDeletedTrainer, TRAINER_DELETED_CANCELLATION_REASON } from './deleted-trainer';
export { listSessionsByIds, listUpcomingSessionsOf } from './session-lists';
export { CANCELLATION_REASON } from './sessions';
