/**
 * The pages the accessibility specs scan, with the level-1 heading that says each has rendered:
 * one list per kind of visitor, shared by the light and dark scans (accounts-accessibility.spec.ts,
 * dark-mode.spec.ts) so a new page is added once.
 */
export type PageToScan = readonly [path: string, heading: string | RegExp];

/** The sign-in, register and password pages. */
export const AUTH_PAGES: readonly PageToScan[] = [
  ['/login', 'Sign In'],
  ['/register', 'Create Your Account'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password?token=abc', 'Set a New Password'],
];

/** The public pages a visitor opens from the top bar, the footer and the landing page. */
export const PUBLIC_PAGES: readonly PageToScan[] = [
  ['/', 'Pass the NCLEX with confidence'],
  ['/home', 'Welcome to Nightingale'],
  ['/about', 'About Nightingale'],
  ['/services', 'Our Services'],
  ['/contact', 'Contact Us'],
  ['/faq', 'Frequently Asked Questions'],
  ['/job', 'Nursing Jobs'],
  ['/sample-test', 'Free NCLEX Sample Test'],
  ['/adaptive-nclex', 'Adaptive NCLEX'],
  ['/training-center', 'Training Center'],
  ['/courses', 'Course Marketplace'],
  ['/messages', 'Community Message Board'],
  ['/support', 'Support & Help Center'],
];

/** A student's signed-in pages (the Student Portal, the in-app and the account menus). */
export const STUDENT_PAGES: readonly PageToScan[] = [
  ['/dashboard', /^Welcome back/],
  ['/profile', 'My Profile'],
  ['/change-password', 'Change Password'],
  ['/settings', 'Settings'],
  ['/training-center', 'Training Center'],
  ['/programs', 'Program Selection'],
  ['/documents', 'Document Upload Center'],
  ['/tracking', 'Application Tracking'],
  ['/admin/purchases', 'All Purchases'],
  ['/communication', 'Communication Center'],
  ['/support', 'Support & Help Center'],
  // Issue 27 item 2: the learner's bought courses.
  ['/my-courses', 'My courses'],
  // Issue 28 item 5: joining a class by code or invitation.
  ['/join-class', 'Join a Class'],
  // Issue 29 item 3: the glossary, read-only for students.
  ['/glossary', 'Glossary'],
];

/** A trainer's own pages (the trainer's in-app menu). */
export const TRAINER_PAGES: readonly PageToScan[] = [
  ['/trainer-dashboard', 'Trainer Dashboard'],
  ['/trainer-content', 'Content Management'],
  ['/create-course', 'Create Course'],
  ['/trainer-sessions', 'One-on-One Training'],
  ['/trainer-videos', 'Video Library'],
];

/** An admin's own pages (the admin's in-app menu beyond the default one). */
export const ADMIN_PAGES: readonly PageToScan[] = [
  ['/user-management', 'User Management'],
  ['/admin/review', 'Content Review'],
  ['/tracking', 'Application Tracking'],
  ['/admin/purchases', 'All Purchases'],
  ['/payment', 'Payment Portal'],
  ['/item-statistics', 'Item Statistics'],
  ['/communication', 'Communication Center'],
  // Issue 28 item 5: every class (an admin's list).
  ['/classes', 'Classes'],
  // Issue 28 items 1-4: the item bank (every authored item for an admin), a new item, an import.
  ['/item-bank', 'Item Bank'],
  ['/item-bank/new', 'New Item'],
  ['/item-bank/import', 'Import Items'],
  // Issue 29 item 3: the glossary with its editing controls.
  ['/glossary', 'Glossary'],
];
