/**
 * The programmes' public module: a student's enrolment and the documents it requires. Other
 * features import this feature only through this module (the lint enforces it).
 */
export { enrolInProgram, findEnrolment, listEnrolments, requiredDocumentKinds } from './enrolments';
export { isFeePaid, programmeFeeOrderKind } from './fee-order';
