/**
 * The Drizzle schema: every feature's tables (docs/architecture.md §4), gathered for the
 * client factory and for drizzle-kit, which writes the migrations from it.
 */
export * from '../features/account/tables';
export * from '../features/audit/tables';
export * from '../features/auth/tables';
export * from '../features/board/tables';
export * from '../features/calibration/tables';
export * from '../features/classes/tables';
export * from '../features/contact/tables';
export * from '../features/conversations/tables';
export * from '../features/documents/tables';
export * from '../features/exams/adaptive/tables';
export * from '../features/exams/bank/tables';
export * from '../features/exams/tables';
export * from '../features/files/tables';
export * from '../features/flashcards/tables';
export * from '../features/glossary/tables';
export * from '../features/items/tables';
export * from '../features/marketplace/curriculum/tables';
export * from '../features/marketplace/player/tables';
export * from '../features/marketplace/tables';
export * from '../features/materials/tables';
export * from '../features/payments/tables';
export * from '../features/plans/tables';
export * from '../features/programs/tables';
export * from '../features/reminders/tables';
export * from '../features/study-plan/tables';
export * from '../features/tracking/tables';
export * from '../features/trainer-applications/tables';
export * from '../features/trainer-sessions/tables';
export * from '../features/trainer-videos/tables';
export * from '../lib/data-cache-tables';
