import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('hides password reset tokens in paths and queries', () => {
    expect(redactUrl('/api/auth/reset-password/abc123XYZ?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset',
    );
    expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
  });
  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/exams/attempts/5f1c')).toBe('/api/exams/attempts/5f1c');
  });
});
