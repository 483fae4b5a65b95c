/** Who may open a page: anyone, or signed-in users only (others are sent to sign in). */
export type PageAccess = 'anyone' | 'signed-in';

/** One page: its route, its document title, and the module that renders it (none yet: "coming soon"). */
export interface Page {
  path: string;
  title: string;
  /** The page's module, from the project root, e.g. "src/client/features/exams/SampleTestPage.tsx". */
  module: string | null;
  access: PageAccess;
}

function page(path: string, title: string, feature?: string, access: PageAccess = 'anyone'): Page {
  return { path, title, module: feature ? `src/client/features/${feature}.tsx` : null, access };
}

/**
 * Every page route of the product (spec §2 "Screens and routes", plus the two pages of password
 * recovery that a real "Forgot password" needs), in one place.
 * The router, the menus, the footer and the server (SPA fallback, preloading each page's code) all
 * read this table, so a path is spelled once. `title` is the page's document title and its name in
 * "coming soon" pages.
 */
export const paths = {
  landing: page('/', 'Nightingale: NCLEX preparation for international nurses', 'landing/LandingPage'),
  home: page('/home', 'Welcome', 'welcome/WelcomePage'),
  about: page('/about', 'About', 'about/AboutPage'),
  services: page('/services', 'Services', 'services/ServicesPage'),
  contact: page('/contact', 'Contact', 'contact/ContactPage'),
  faq: page('/faq', 'FAQ', 'faq/FaqPage'),
  job: page('/job', 'Jobs', 'jobs/JobPage'),
  sampleTest: page('/sample-test', 'Free NCLEX Sample Test', 'exams/SampleTestPage'),
  login: page('/login', 'Sign In', 'account/LoginPage'),
  register: page('/register', 'Register', 'account/RegisterPage'),
  dashboard: page('/dashboard', 'Dashboard', 'account/DashboardPage', 'signed-in'),
  profile: page('/profile', 'My Profile', 'account/ProfilePage', 'signed-in'),
  changePassword: page('/change-password', 'Change Password', 'account/ChangePasswordPage', 'signed-in'),
  settings: page('/settings', 'Settings', 'account/SettingsPage', 'signed-in'),
  trainingCenter: page('/training-center', 'Training Center'),
  programs: page('/programs', 'Program Selection'),
  documents: page('/documents', 'Document Upload Center'),
  tracking: page('/tracking', 'Application Tracking'),
  communication: page('/communication', 'Communication Center'),
  payment: page('/payment', 'Payment Portal'),
  support: page('/support', 'Support & Help Center'),
  messages: page('/messages', 'Community Message Board'),
  courses: page('/courses', 'Course Marketplace'),
  createCourse: page('/create-course', 'Create Course'),
  trainerDashboard: page('/trainer-dashboard', 'Trainer Dashboard'),
  trainerContent: page('/trainer-content', 'Content Management'),
  trainerSessions: page('/trainer-sessions', 'One-on-One Training'),
  trainerVideos: page('/trainer-videos', 'Video Library'),
  userManagement: page('/user-management', 'User Management'),
  adminReview: page('/admin/review', 'Content Review'),
  forgotPassword: page('/forgot-password', 'Forgot Password', 'account/ForgotPasswordPage'),
  resetPassword: page('/reset-password', 'Set a New Password', 'account/ResetPasswordPage'),
} as const;

export type PageKey = keyof typeof paths;

const knownPaths = new Set<string>(Object.values(paths).map((page) => page.path));

/**
 * True when `pathname` is one of the product's pages. A trailing slash is ignored, so
 * `/faq/` counts as `/faq`. Used by the server to answer unknown pages with status 404.
 */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(trimmed || '/');
}
