/**
 * The documents feature's public module: a student's documents for the timeline, and their removal
 * with the account. Other features import this feature only through this module (the lint enforces
 * it).
 */
export { deleteStudentDocuments, listStudentDocuments } from './documents';
