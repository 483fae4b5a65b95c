import { msg } from './i18n/msg';

/** Who may open a page: anyone, or signed-in users only (others are sent to sign in). */
type PageAccess = 'anyone' | 'signed-in';

/**
 * The meta description of every page without one of its own (index.html carries it too; a unit
 * test keeps the two the same).
 */
export const SITE_DESCRIPTION = msg(
  'Nightingale helps international nurses prepare for the NCLEX: a free 10-question sample test, practice quizzes with rationales, and courses from nurse educators.',
);

/**
 * One page: its route, its document title, the module that renders it,
 * who may open it, and its meta description for search engines and link previews.
 */
export interface Page {
  path: string;
  title: string;
  /** The page's module, from the project root, e.g. "src/client/features/exams/SampleTestPage.tsx" or "src/client/app/pages/DashboardPage.tsx". */
  module: string;
  access: PageAccess;
  description: string;
  /** A link to the page, with a query string when `query` is given: `href({ attempt: id })` -> "/training-center?attempt=...". */
  href: (query?: Record<string, string>) => string;
}

function page(
  path: string,
  title: string,
  module: string,
  access: PageAccess = 'anyone',
  description = SITE_DESCRIPTION,
): Page {
  return {
    path,
    title,
    module: `src/client/${module}.tsx`,
    access,
    description,
    href: (query) => (query ? `${path}?${new URLSearchParams(query)}` : path),
  };
}

/** A public page with a description of its own. */
function publicPage(path: string, title: string, module: string, description: string): Page {
  return page(path, title, module, 'anyone', description);
}

/**
 * Every page route of the product (spec §2 "Screens and routes", plus the two pages of password
 * recovery that a real "Forgot password" needs), in one place.
 * The router, the menus, the footer and the server (SPA fallback, preloading each page's code) all
 * read this table, so a path is spelled once. `title` is the page's document title.
 */
export const paths = {
  landing: publicPage(
    '/',
    msg('Nightingale: NCLEX preparation for international nurses'),
    'features/landing/LandingPage',
    msg(
      'Nightingale helps international nurses pass the NCLEX-RN: a free 10-question sample test, practice by subject with a rationale for every answer, and courses from nurse educators.',
    ),
  ),
  home: publicPage(
    '/home',
    msg('Welcome'),
    'features/landing/WelcomePage',
    msg('Welcome to Nightingale: study materials, practice tests, progress tracking and support for the NCLEX-RN.'),
  ),
  about: publicPage(
    '/about',
    msg('About'),
    'features/about/AboutPage',
    msg('About Nightingale: who we are, how we help international nurses prepare for the NCLEX-RN, and what we value.'),
  ),
  services: publicPage(
    '/services',
    msg('Services'),
    'features/services/ServicesPage',
    msg(
      "Nightingale's plans for NCLEX-RN preparation: Free, Basic ($29.99 for 3 months), Premium ($49.99 for 6 months) and Comprehensive ($89.99 for 12 months).",
    ),
  ),
  contact: publicPage(
    '/contact',
    msg('Contact'),
    'features/contact/ContactPage',
    msg(
      'Contact Nightingale support by message, email or phone. We answer within 24 hours, Monday to Friday, 9 AM to 5 PM EST.',
    ),
  ),
  faq: publicPage(
    '/faq',
    'FAQ',
    'features/faq/FaqPage',
    msg(
      'Answers to common questions about Nightingale: the free NCLEX sample test, study materials, technical support, payment and refunds.',
    ),
  ),
  job: publicPage(
    '/job',
    msg('Jobs'),
    'features/jobs/JobPage',
    msg('Nursing jobs in the United States and Canada for internationally educated nurses preparing for the NCLEX-RN.'),
  ),
  sampleTest: publicPage(
    '/sample-test',
    msg('Free NCLEX Sample Test'),
    'features/exams/SampleTestPage',
    msg(
      'Take a free NCLEX-RN sample test: 10 questions in 15 minutes, no registration, with your score and a rationale for every answer.',
    ),
  ),
  login: publicPage(
    '/login',
    msg('Sign In'),
    'features/auth/LoginPage',
    msg('Sign in to Nightingale to continue your NCLEX-RN preparation.'),
  ),
  register: publicPage(
    '/register',
    msg('Register'),
    'features/auth/RegisterPage',
    msg('Create your free Nightingale account and start preparing for the NCLEX-RN.'),
  ),
  dashboard: page('/dashboard', msg('Dashboard'), 'app/pages/DashboardPage', 'signed-in'),
  profile: page('/profile', msg('My Profile'), 'features/account/ProfilePage', 'signed-in'),
  changePassword: page('/change-password', msg('Change Password'), 'features/auth/ChangePasswordPage', 'signed-in'),
  settings: page('/settings', msg('Settings'), 'features/account/SettingsPage', 'signed-in'),
  adaptiveExam: publicPage(
    '/adaptive-nclex',
    msg('Adaptive NCLEX'),
    'features/exams/adaptive/AdaptiveExamPage',
    msg(
      "A computerized adaptive NCLEX-RN and NCLEX-PN practice test run by NCSBN's rules: 85 to 150 items, a pass or fail with its 95% confidence, and a performance report.",
    ),
  ),
  /** Issue 25 items 3 and 4: flashcards from missed questions, reviewed on FSRS's schedule. */
  flashcards: page('/flashcards', msg('Flashcards'), 'features/flashcards/FlashcardsPage', 'signed-in'),
  /** Issue 29 item 3: the medical-English glossary; admins and instructors edit it. */
  glossary: page('/glossary', msg('Glossary'), 'features/glossary/GlossaryPage', 'signed-in'),
  trainingCenter: publicPage(
    '/training-center',
    msg('Training Center'),
    'app/pages/TrainingCenterPage',
    msg(
      'The Nightingale Training Center: NCLEX-RN practice quizzes by subject in Tutor or Timed mode, study materials and your progress.',
    ),
  ),
  programs: page('/programs', msg('Program Selection'), 'features/programs/ProgramsPage', 'signed-in'),
  documents: page('/documents', msg('Document Upload Center'), 'features/documents/DocumentsPage', 'signed-in'),
  tracking: page('/tracking', msg('Application Tracking'), 'features/tracking/TrackingPage', 'signed-in'),
  communication: page(
    '/communication',
    msg('Communication Center'),
    'features/conversations/CommunicationPage',
    'signed-in',
  ),
  payment: page('/payment', msg('Payment Portal'), 'features/marketplace/PaymentPage', 'signed-in'),
  /** Issue 26: one order's checkout (its summary, Pay, and what became of the payment). */
  checkout: page('/checkout/:orderId', msg('Checkout'), 'features/payments/CheckoutPage', 'signed-in'),
  support: publicPage(
    '/support',
    msg('Support & Help Center'),
    'app/pages/SupportPage',
    msg(
      'Nightingale support: searchable answers to common questions, our hours (Mon-Fri 9 AM-5 PM EST) and a support request answered within 24 hours.',
    ),
  ),
  messages: page('/messages', msg('Community Message Board'), 'features/board/MessageBoardPage'),
  courses: publicPage(
    '/courses',
    msg('Course Marketplace'),
    'features/marketplace/CoursesPage',
    msg(
      'NCLEX-RN courses from nurse educators: pharmacology, fundamentals, medical-surgical, pediatrics, maternity, mental health and community health.',
    ),
  ),
  createCourse: page('/create-course', msg('Create Course'), 'features/marketplace/CreateCoursePage', 'signed-in'),
  trainerDashboard: page(
    '/trainer-dashboard',
    msg('Trainer Dashboard'),
    'features/marketplace/TrainerDashboardPage',
    'signed-in',
  ),
  trainerContent: page('/trainer-content', msg('Content Management'), 'features/materials/TrainerContentPage'),
  trainerSessions: page(
    '/trainer-sessions',
    msg('One-on-One Training'),
    'features/trainer-sessions/TrainerSessionsPage',
  ),
  trainerVideos: page('/trainer-videos', msg('Video Library'), 'features/trainer-videos/TrainerVideosPage'),
  userManagement: page('/user-management', msg('User Management'), 'app/pages/UserManagementPage'),
  adminReview: page('/admin/review', msg('Content Review'), 'app/pages/ContentReviewPage'),
  /** Issue 22 item 5: the calibration's item statistics, for admins (others read the Access Restricted text). */
  itemStatistics: page(
    '/item-statistics',
    msg('Item Statistics'),
    'features/calibration/ItemStatisticsPage',
    'signed-in',
  ),
  /** Issue 23 point 5: every purchase and its refund, for admins, apart from their own Payment Portal. */
  adminPurchases: page(
    '/admin/purchases',
    msg('All Purchases'),
    'features/marketplace/AdminPurchasesPage',
    'signed-in',
  ),
  course: page('/courses/:courseId', msg('Course'), 'app/pages/CoursePage'),
  /** Issue 27 item 1: a course's sections and lessons, for its trainer and admins. */
  courseEditor: page(
    '/courses/:courseId/edit',
    msg('Course Editor'),
    'features/curriculum/CourseEditorPage',
    'signed-in',
  ),
  forgotPassword: page('/forgot-password', msg('Forgot Password'), 'features/auth/ForgotPasswordPage'),
  resetPassword: page('/reset-password', msg('Set a New Password'), 'features/auth/ResetPasswordPage'),
  /** Issue 25 item 6: an email's one-click unsubscribe link opens it, signed in or not. */
  unsubscribe: page('/unsubscribe', msg('Unsubscribe'), 'features/reminders/UnsubscribePage'),
  /** Issue 27 item 2: the course player (the lesson in `?lesson=`; `?preview=1` the trainer's preview as a learner). */
  coursePlayer: page('/courses/:courseId/learn', msg('Course Player'), 'app/pages/CoursePlayerPage'),
  /** Issue 27 item 2: the learner's bought courses with her progress. */
  myCourses: page('/my-courses', msg('My Courses'), 'features/course-player/MyCoursesPage', 'signed-in'),
  /** Issue 27 item 2: a certificate of completion's public verification (signed out too). */
  certificate: page(
    '/certificates/:certificateId',
    msg('Certificate of Completion'),
    'features/course-player/CertificatePage',
  ),
  /** Issue 28 item 1-4: an instructor's (or admin's) items by review state, the review queue, import and export. */
  itemBank: page('/item-bank', msg('Item Bank'), 'features/exams/authoring/ItemBankPage', 'signed-in'),
  /** Issue 28 item 1: a new item or case study, with its live preview. */
  itemNew: page('/item-bank/new', msg('New Item'), 'features/exams/authoring/ItemEditorPage', 'signed-in'),
  /** Issue 28 item 4: a GIFT, Moodle XML, QTI 3, JSON or CSV file read into a report, then accepted as drafts. */
  itemImport: page('/item-bank/import', msg('Import Items'), 'features/exams/authoring/ItemImportPage', 'signed-in'),
  /** Issue 28 items 1-2: one item: edit (its owner), review (a second instructor or an admin), versions and history. */
  itemDetail: page('/item-bank/items/:itemId', msg('Item'), 'features/exams/authoring/ItemDetailPage', 'signed-in'),
  /** Issue 28 item 5: an instructor's classes (admins: every class). */
  classes: page('/classes', msg('Classes'), 'features/classes/ClassesPage', 'signed-in'),
  /** Issue 28 item 5: one class: students, invitations and join code, assignments and results. */
  classDetail: page('/classes/:classId', msg('Class'), 'features/classes/ClassPage', 'signed-in'),
  /** Issue 28 item 5: a student joins a class by its code (`?code=` from an invitation email). */
  joinClass: page('/join-class', msg('Join a Class'), 'features/classes/JoinClassPage', 'signed-in'),
} as const;

export type PageKey = keyof typeof paths;

const knownPaths = new Set<string>(Object.values(paths).map((page) => page.path));

/** The pages with a parameter (`/courses/:courseId`), as patterns matching one non-empty segment per parameter. */
const parameterPatterns = Object.values(paths)
  .filter((page) => page.path.includes('/:'))
  .map((page) => new RegExp(`^${page.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/**
 * True when `pathname` is one of the product's pages. A trailing slash is ignored, so
 * `/faq/` counts as `/faq`. Used by the server to answer unknown pages with status 404.
 */
export function isAppPath(pathname: string): boolean {
  const trimmed = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';
  return knownPaths.has(trimmed) || parameterPatterns.some((pattern) => pattern.test(trimmed));
}

/** The path of one course's page: `coursePath("3f2a...")` -> "/courses/3f2a...". */
export function coursePath(courseId: string): string {
  return paths.course.path.replace(':courseId', encodeURIComponent(courseId));
}

/** The checkout page of one order: `checkoutPath("3f2a...")` -> "/checkout/3f2a...". */
export function checkoutPath(orderId: string): string {
  return paths.checkout.path.replace(':orderId', encodeURIComponent(orderId));
}

/**
 * Where one of a user's attempts opens: the adaptive NCLEX's page for an adaptive test (issue 22),
 * the Training Center for every other test.
 */
export function attemptHref(attempt: { id: string; formKind: string }): string {
  return (attempt.formKind === 'adaptive' ? paths.adaptiveExam : paths.trainingCenter).href({ attempt: attempt.id });
}

/** The course editor of one course (issue 27 item 1): `courseEditorPath("3f2a...")` -> "/courses/3f2a.../edit". */
export function courseEditorPath(courseId: string): string {
  return paths.courseEditor.path.replace(':courseId', encodeURIComponent(courseId));
}

/** One authored item's page (issue 28): `itemDetailPath("au-3f2a")` -> "/item-bank/items/au-3f2a". */
export function itemDetailPath(itemId: string): string {
  return paths.itemDetail.path.replace(':itemId', encodeURIComponent(itemId));
}

/** One class's page (issue 28 item 5): `classPath("3f2a...")` -> "/classes/3f2a...". */
export function classPath(classId: string): string {
  return paths.classDetail.path.replace(':classId', encodeURIComponent(classId));
}
