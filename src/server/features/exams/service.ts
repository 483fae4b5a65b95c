/**
 * The exams feature's public module. Other features import this feature only through this module
 * (the lint enforces it).
 */
export { deleteOldVisitorAttempts } from './visitor-attempt-cleanup';
