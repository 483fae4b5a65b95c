/**
 * The calibration feature's public module (decision 015). Other features import this feature only
 * through this module (the lint enforces it): the exam engine records scored responses here and
 * reads each item's difficulty and status for the adaptive test.
 */
export { clearDifficultyCache, type ItemDifficulty, loadItemDifficulties } from './difficulties';
export { type ResponseRow, recordAttemptResponses, recordResponses } from './responses';
