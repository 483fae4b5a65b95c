/**
 * The one-on-one sessions' public module: what a course may hold of them, and their cancellation
 * with a deleted trainer. Other features import this feature only through this module (the lint
 * enforces it).
 */
export {
  CANCELLATION_REASON,
  cancelSessionsOfDeletedTrainer,
  listSessionsByIds,
  listUpcomingSessionsOf,
  TRAINER_DELETED_CANCELLATION_REASON,
} from './sessions';
