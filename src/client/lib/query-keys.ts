import type { QueryClient } from '@tanstack/react-query';

/**
 * The root of every cached query, one per area of the product: each query's key starts with its
 * area's root, and a change refreshes the roots it touches. This is the one place that names them,
 * so a feature can refresh another feature's queries (a purchase refreshes the trainer's dashboard,
 * a programme change the documents and the timeline) without importing that feature.
 */
export const queryKeys = {
  /** The signed-in user (null when signed out). */
  me: ['me'],
  /** The signed-in user's profile. */
  profile: ['account', 'profile'],
  /** The signed-in user's settings. */
  settings: ['account', 'settings'],
  /** User management: the user table, its stat cards and single accounts (admins). */
  users: ['admin', 'users'],
  /** The admins' audit log. */
  auditLog: ['admin', 'audit-log'],
  /** Every purchase of the marketplace (admins). */
  adminPurchases: ['admin', 'purchases'],
  /** The message board's pages. */
  board: ['board'],
  /** The communication centre: the student's conversations, the support inbox, the menu's count. */
  conversations: ['conversations'],
  /** The student's documents and the admins' document queue. */
  documents: ['documents'],
  /** Exam forms, attempts, history and progress. */
  exams: ['exams'],
  /** Courses: the marketplace's lists and each course with its curriculum and lesson items. */
  courses: ['courses'],
  /** The trainer's own dashboard, sessions and videos. */
  trainer: ['trainer'],
  /** The reader's purchases and referral earnings. */
  payments: ['payments'],
  /** The reader's orders: each checkout and the Payment Portal's Payments (issue 26). */
  orders: ['orders'],
  /** Training materials: the trainer's own and the admins' review lists. */
  materials: ['materials'],
  /** Applications to become a trainer: the applicant's own and the admins' list (issue 23). */
  trainerApplications: ['trainer-applications'],
  /** The programme catalogue with the viewer's enrolment. */
  programs: ['programs'],
  /** Application tracking: the student's timeline and the admins' view of each student's. */
  tracking: ['tracking'],
  /** Sessions open to students. */
  sessions: ['sessions'],
  /** Published videos. */
  videos: ['videos'],
  /** The student's flashcards: today's queue, her cards, her daily limit (issue 25). */
  flashcards: ['flashcards'],
  /** The student's study plan: today's plan, the streak, the activity charts (issue 25). */
  studyPlan: ['study-plan'],
  /** Classes (issue 28 item 5): the instructor's classes, their results, the student's assignments and invitations. */
  classes: ['classes'],
  /** The item bank: authored items, their details and reviews (issue 28). */
  itemBank: ['item-bank'],
} as const;

/**
 * After anything that makes, grades or changes flashcards (a submitted attempt, a Tutor-mode check,
 * a review): the flashcards and the study plan, whose "cards" part, streak and charts follow them.
 */
export function invalidateStudy(queryClient: QueryClient): Promise<void> {
  return invalidateQueries(queryClient, queryKeys.flashcards, queryKeys.studyPlan);
}

/** A root of `queryKeys`, or a longer key that starts with one. */
type QueryKeyPrefix = readonly unknown[];

/** Marks every query under each of `prefixes` stale and refetches those on screen; resolves when they are done. */
export function invalidateQueries(queryClient: QueryClient, ...prefixes: QueryKeyPrefix[]): Promise<void> {
  return Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** After a change to courses or purchases: every cached course, the trainer's dashboard, sessions and videos, payments and the admin's purchases. */
export function invalidateMarketplace(queryClient: QueryClient): Promise<void> {
  return invalidateQueries(
    queryClient,
    queryKeys.courses,
    queryKeys.trainer,
    queryKeys.payments,
    queryKeys.adminPurchases,
  );
}
