import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { can, dashboardPath, type Role } from '../../../shared/roles';

/** A link in a menu: where it goes and what it says. */
export interface NavItem {
  to: string;
  label: string;
  /** The item shows a count beside its label: `conversations` is the Communication item's (see `conversationCountText`). */
  counter?: 'conversations';
}

/** The public top bar's links, in the spec's order (§2 "Navigation"). */
export const publicNavItems: NavItem[] = [
  { to: paths.landing.path, label: msg('Home') },
  { to: paths.about.path, label: msg('About') },
  { to: paths.services.path, label: msg('Services') },
  { to: paths.sampleTest.path, label: msg('Sample Test') },
  { to: paths.job.path, label: msg('Job') },
  { to: paths.faq.path, label: msg('FAQ') },
  { to: paths.contact.path, label: msg('Contact') },
];

/** Footer quick links (§2 "Footer"): the top bar's links without Job. */
export const footerQuickLinks: NavItem[] = publicNavItems.filter((item) => item.to !== paths.job.path);

/** Footer support links (§2 "Footer"). */
export const footerSupportLinks: NavItem[] = [
  { to: paths.support.path, label: msg('Help Center') },
  { to: paths.documents.path, label: msg('Documentation') },
  { to: paths.trainingCenter.path, label: msg('Training Center') },
  { to: paths.messages.path, label: msg('Messages') },
];

/**
 * The Student Portal menu, for students only (§2 "Navigation"), with the student services of
 * issue 13 (Programs, Documents, Application Tracking) after Courses & Training.
 */
export const studentPortalItems: NavItem[] = [
  { to: paths.dashboard.path, label: msg('Dashboard') },
  { to: paths.courses.path, label: msg('Courses & Training') },
  { to: paths.programs.path, label: msg('Programs') },
  { to: paths.documents.path, label: msg('Documents') },
  { to: paths.tracking.path, label: msg('Application Tracking') },
  { to: paths.sampleTest.path, label: msg('Sample Exam') },
  { to: paths.trainingCenter.path, label: msg('TOEFL Training') },
  { to: paths.job.path, label: msg('Job') },
];

/** The Messages menu (§2): posting needs a session, so signed-out visitors are offered Login to Post Message. */
export function messagesItems(signedIn: boolean): NavItem[] {
  return [
    { to: paths.messages.path, label: msg('View All Messages') },
    signedIn
      ? { to: `${paths.messages.path}#post`, label: msg('Post New Message') }
      : { to: paths.login.path, label: msg('Login to Post Message') },
  ];
}

/**
 * The in-app menu by role, as spec §2 lists it: students, trainers, and everyone else (the
 * default, with the Item Bank and Classes of issue 28 after the Training Center for instructors); admins also get User Management, Content Review and Application Tracking (issue 13:
 * where they set a student's steps); every role gets Communication (issue 13, with its count) just
 * before the last item, Support.
 */
export function inAppItems(role: Role): NavItem[] {
  const dashboard = { to: paths.dashboard.path, label: msg('Dashboard') };
  const trainingCenter = { to: paths.trainingCenter.path, label: msg('Training Center') };
  const job = { to: paths.job.path, label: msg('Job') };
  const communication: NavItem = {
    to: paths.communication.path,
    label: msg('Communication'),
    counter: 'conversations',
  };
  const support = { to: paths.support.path, label: msg('Support') };
  if (role === 'student') return [dashboard, trainingCenter, job, communication, support];
  if (role === 'trainer') {
    return [
      { to: paths.trainerDashboard.path, label: msg('Trainer Dashboard') },
      { to: paths.trainerContent.path, label: msg('Content Management') },
      { to: paths.createCourse.path, label: msg('Course Creation') },
      { to: paths.trainerSessions.path, label: msg('One-on-One Training') },
      { to: paths.trainerVideos.path, label: msg('Video Library') },
      trainingCenter,
      communication,
      support,
    ];
  }
  const items: NavItem[] = [
    dashboard,
    trainingCenter,
    // Issue 28: instructors write and review items (spec §6 "may create tests"). Admins reach the
    // Item Bank from the Training Center's card, which keeps their wide bar within 1280 px (issue 23).
    ...(role === 'instructor'
      ? [
          { to: paths.itemBank.path, label: msg('Item Bank') },
          { to: paths.classes.path, label: msg('Classes') },
        ]
      : []),
    job,
    { to: paths.payment.path, label: msg('Payment') },
    { to: paths.settings.path, label: msg('Settings') },
    communication,
    support,
  ];
  if (role === 'admin') {
    items.splice(
      items.length - 2,
      0,
      { to: paths.userManagement.path, label: msg('User Management') },
      { to: paths.adminReview.path, label: msg('Content Review') },
      { to: paths.adminPurchases.path, label: msg('All Purchases') },
      { to: paths.tracking.path, label: msg('Application Tracking') },
    );
  }
  return items;
}

/** A menu button in the wide in-app bar that gathers several entries (the admin's Admin menu). */
export interface NavGroup {
  label: string;
  items: NavItem[];
}

/**
 * The wide screen's in-app bar (issue 23): the role's in-app menu, with an admin's own entries
 * (those no other role has: User Management, Content Review, Application Tracking, and any added
 * later) gathered under one Admin menu where the first of them stands, so every label fits at
 * 1280 px. Other roles' bars are their in-app menu as it is; the phone's menu lists every entry.
 */
export function inAppBarEntries(role: Role): (NavItem | NavGroup)[] {
  return role === 'admin'
    ? groupOwnEntries(inAppItems('admin'), inAppItems('instructor'), msg('Admin'))
    : inAppItems(role);
}

/** `items` with those not in `common` gathered into one group named `label`, placed where the first of them stood. */
export function groupOwnEntries(items: NavItem[], common: NavItem[], label: string): (NavItem | NavGroup)[] {
  const shared = new Set(common.map((item) => item.to));
  const own = items.filter((item) => !shared.has(item.to));
  if (own.length === 0) return items;
  const entries: (NavItem | NavGroup)[] = items.filter((item) => shared.has(item.to));
  entries.splice(items.indexOf(own[0] as NavItem), 0, { label, items: own });
  return entries;
}

/**
 * What the Communication item's count means, for its accessible name ("Communication, 2 unread"):
 * for admins the conversations waiting for a reply (the shared inbox), for everyone else their
 * conversations with an unread message from support (GET /api/conversations/unread-count).
 * Null when the count is 0 (no badge).
 */
export function conversationCountText(role: Role, count: number): string | null {
  if (count <= 0) return null;
  return role === 'admin'
    ? msg('{{number}} waiting for a reply', { number: count })
    : msg('{{number}} unread', { number: count });
}

/**
 * The avatar menu's links (§2): Dashboard to the role's target, then the profile menu: My Profile,
 * Settings (students only), Change Password. Sign Out follows them.
 */
export function accountItems(user: Pick<AccountUser, 'role' | 'isRegistered'>): NavItem[] {
  return [
    { to: dashboardPath(user.role), label: msg('Dashboard') },
    { to: paths.profile.path, label: msg('My Profile') },
    ...(can(user, 'studentMenus') ? [{ to: paths.settings.path, label: msg('Settings') }] : []),
    { to: paths.changePassword.path, label: msg('Change Password') },
  ];
}

/** The Trainer button (§2): the trainer dashboard when signed in, else sign in. */
export function trainerButtonTarget(signedIn: boolean): string {
  return signedIn ? paths.trainerDashboard.path : paths.login.path;
}
