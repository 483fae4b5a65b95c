import { describe, expect, it } from 'vitest';
import { isPushServiceUrl } from './reminders';

describe('fix round of issue 25: push endpoints must be a push service’s https address', () => {
  it('accepts the push services browsers use', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc123',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QG9',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isPushServiceUrl(url), url).toBe(true);
    }
  });

  it('refuses http, IP literals (v4 and v6), localhost, *.local, *.internal and hosts without a dot', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://10.0.0.8:8443/x',
      'https://0x7f000001/x',
      'https://2130706433/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://localhost/x',
      'https://localhost./x',
      'https://api.localhost/x',
      'https://printer.local/x',
      'https://metadata.google.internal/x',
      'https://intranet/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isPushServiceUrl(url), url).toBe(false);
    }
  });
});
