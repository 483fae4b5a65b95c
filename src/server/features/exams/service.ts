/**
 * The exams feature's public module. Other features import this feature only through this module
 * (the lint enforces it).
 */

export { attemptActivitySince, clientNeedRecords, PRACTICE_EXAM_KINDS, practiceExamsSubmitted } from './activity';
export {
  type AssignableForm,
  type AttemptSummary,
  attemptSummaries,
  formsByIds,
  listAssignableForms,
  startAssignedAttempt,
} from './assigned/assigned-attempts';
export { type ScoredAttemptItem, scoredItemsOf } from './assigned/assigned-results';
export { demoCustomTestOf, takeDemoAssignment } from './assigned/demo-assigned';
export {
  type AuthoredUnit,
  moveToSharedBank,
  putAuthoredUnit,
  retireAuthoredUnit,
} from './bank/authored-units';
export {
  type BankItemSummary,
  listBankItemPoints,
  listBankItems,
  listQuizBankItems,
  listSharedBankItems,
  type SharedBankItem,
} from './bank/bank-catalogue';
export {
  addImportedQuestions,
  checkQuestionImport,
  type ImportRow,
  QuestionImportError,
  readQuestionRows,
} from './bank/import-questions';
export { type QuizAttemptState, quizAttemptStates, startLessonQuiz } from './practice/lesson-quiz';
export { deleteOldVisitorAttempts } from './visitor-attempt-cleanup';
