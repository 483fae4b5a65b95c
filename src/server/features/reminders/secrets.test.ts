import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './secrets';

const key = 'a-test-key-of-some-length-0123456789';

describe('issue 25 item 6: one-click unsubscribe tokens', () => {
  it('name one user and one setting, and verify with the key that signed them', () => {
    const token = signUnsubscribeToken(key, 'user-1', 'studyReminders');
    expect(verifyUnsubscribeToken(key, token)).toEqual({ userId: 'user-1', setting: 'studyReminders' });
    expect(verifyUnsubscribeToken('another-key-of-some-length-0123456789', token)).toBeNull();
  });

  it('refuse a token whose user, setting or signature was changed, or that is malformed', () => {
    const token = signUnsubscribeToken(key, 'user-1', 'studyReminders');
    const [user, , mac] = token.split('.');
    const otherUser = Buffer.from('user-2').toString('base64url');
    for (const bad of [
      `${user}.emailNotifications.${mac}`,
      `${otherUser}.studyReminders.${mac}`,
      `${user}.studyReminders.${mac?.slice(0, -1)}`,
      `${user}.darkMode.${mac}`,
      `${token}.extra`,
      'nonsense',
      '',
    ]) {
      expect(verifyUnsubscribeToken(key, bad), bad).toBeNull();
    }
  });
});
