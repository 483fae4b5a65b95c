import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../shared/roles';
import {
  accountItems,
  conversationCountText,
  groupOwnEntries,
  inAppBarEntries,
  inAppItems,
  messagesItems,
  studentPortalItems,
  trainerButtonTarget,
} from './navigation';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('§2 in-app menu by role', () => {
  it('gives students Dashboard, Training Center, Job, Communication, Support', () => {
    expect(labels(inAppItems('student'))).toEqual(['Dashboard', 'Training Center', 'Job', 'Communication', 'Support']);
  });
  it('gives trainers their tools', () => {
    expect(inAppItems('trainer').map((i) => `${i.label} ${i.to}`)).toEqual([
      'Trainer Dashboard /trainer-dashboard',
      'Content Management /trainer-content',
      'Course Creation /create-course',
      'One-on-One Training /trainer-sessions',
      'Video Library /trainer-videos',
      'Training Center /training-center',
      'Communication /communication',
      'Support /support',
    ]);
  });
  it('gives instructors the default menu', () => {
    expect(inAppItems('instructor').map((i) => `${i.label} ${i.to}`)).toEqual([
      'Dashboard /dashboard',
      'Training Center /training-center',
      'Item Bank /item-bank',
      'Classes /classes',
      'Job /job',
      'Payment /payment',
      'Settings /settings',
      'Communication /communication',
      'Support /support',
    ]);
  });
  it('gives admins User Management, Content Review, (issue 23) All Purchases and (issue 13) Application Tracking before Communication and Support', () => {
    expect(labels(inAppItems('admin'))).toEqual([
      'Dashboard',
      'Training Center',
      'Job',
      'Payment',
      'Settings',
      'User Management',
      'Content Review',
      'All Purchases',
      'Application Tracking',
      'Communication',
      'Support',
    ]);
  });
  it('issue 13: every role has Communication, with its count, just before the last item Support', () => {
    for (const role of ROLES) {
      const items = inAppItems(role);
      expect(items.at(-1)?.label).toBe('Support');
      expect(items.at(-2)).toEqual({ to: '/communication', label: 'Communication', counter: 'conversations' });
      expect(items.filter((item) => item.counter)).toHaveLength(1);
    }
  });
  it('issue 13: the count names what it counts: unread for students and others, waiting for a reply for admins', () => {
    expect(conversationCountText('student', 2)).toBe('2 unread');
    expect(conversationCountText('trainer', 1)).toBe('1 unread');
    expect(conversationCountText('admin', 3)).toBe('3 waiting for a reply');
    expect(conversationCountText('student', 0)).toBeNull();
    expect(conversationCountText('admin', 0)).toBeNull();
  });
});

describe('§2 Student Portal menu', () => {
  it('issue 13: Programs, Documents and Application Tracking follow Courses & Training', () => {
    expect(studentPortalItems.map((i) => `${i.label} ${i.to}`)).toEqual([
      'Dashboard /dashboard',
      'Courses & Training /courses',
      'Programs /programs',
      'Documents /documents',
      'Application Tracking /tracking',
      'Sample Exam /sample-test',
      'TOEFL Training /training-center',
      'Job /job',
    ]);
  });
});

describe('§2 profile and account menu', () => {
  it('shows Settings to students only, and Dashboard leads to the role’s target', () => {
    expect(labels(accountItems({ role: 'student', isRegistered: false }))).toEqual([
      'Dashboard',
      'My Profile',
      'Settings',
      'Change Password',
    ]);
    expect(labels(accountItems({ role: 'trainer', isRegistered: true }))).toEqual([
      'Dashboard',
      'My Profile',
      'Change Password',
    ]);
    expect(accountItems({ role: 'admin', isRegistered: true })[0]?.to).toBe('/user-management');
  });
});

describe('§2 messages menu and Trainer button', () => {
  it('offers Post New Message when signed in, else Login to Post Message', () => {
    expect(labels(messagesItems(true))).toEqual(['View All Messages', 'Post New Message']);
    expect(messagesItems(false)[1]).toEqual({ to: '/login', label: 'Login to Post Message' });
  });
  it('sends the Trainer button to the trainer dashboard when signed in, else to sign in', () => {
    expect(trainerButtonTarget(true)).toBe('/trainer-dashboard');
    expect(trainerButtonTarget(false)).toBe('/login');
  });
});

describe('issue 23 the admin’s wide in-app bar fits at 1280 px', () => {
  const bar = (entries: ReturnType<typeof inAppBarEntries>) =>
    entries.map((entry) => ('items' in entry ? `${entry.label} [${labels(entry.items).join(', ')}]` : entry.label));

  it('gathers the admin’s own entries under one Admin menu, where they stood, before Communication and Support', () => {
    expect(bar(inAppBarEntries('admin'))).toEqual([
      'Dashboard',
      'Training Center',
      'Job',
      'Payment',
      'Settings',
      'Admin [User Management, Content Review, All Purchases, Application Tracking]',
      'Communication',
      'Support',
    ]);
  });
  it('puts an admin entry added later into the Admin menu too, so the bar keeps its length', () => {
    const items = inAppItems('admin');
    const withReports = [...items.slice(0, -2), { to: '/admin/reports', label: 'Reports' }, ...items.slice(-2)];
    const entries = groupOwnEntries(withReports, inAppItems('instructor'), 'Admin');
    expect(entries).toHaveLength(8);
    expect(bar(entries)[5]).toBe(
      'Admin [User Management, Content Review, All Purchases, Application Tracking, Reports]',
    );
  });
  it('leaves the other roles’ bars as their in-app menus', () => {
    for (const role of ['student', 'instructor', 'trainer'] as const)
      expect(inAppBarEntries(role)).toEqual(inAppItems(role));
  });
});
