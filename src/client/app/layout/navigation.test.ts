import { describe, expect, it } from 'vitest';
import { accountItems, inAppItems, messagesItems, trainerButtonTarget } from './navigation';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('§2 in-app menu by role', () => {
  it('gives students Dashboard, Training Center, Job, Support', () => {
    expect(labels(inAppItems('student'))).toEqual(['Dashboard', 'Training Center', 'Job', 'Support']);
  });
  it('gives trainers their tools', () => {
    expect(inAppItems('trainer').map((i) => `${i.label} ${i.to}`)).toEqual([
      'Trainer Dashboard /trainer-dashboard',
      'Content Management /trainer-content',
      'Course Creation /create-course',
      'One-on-One Training /trainer-sessions',
      'Video Library /trainer-videos',
      'Training Center /training-center',
      'Support /support',
    ]);
  });
  it('gives instructors the default menu', () => {
    expect(inAppItems('instructor').map((i) => `${i.label} ${i.to}`)).toEqual([
      'Dashboard /dashboard',
      'Training Center /training-center',
      'Job /job',
      'Payment /payment',
      'Settings /settings',
      'Support /support',
    ]);
  });
  it('gives admins User Management and Content Review before the last item', () => {
    expect(labels(inAppItems('admin'))).toEqual([
      'Dashboard',
      'Training Center',
      'Job',
      'Payment',
      'Settings',
      'User Management',
      'Content Review',
      'Support',
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
