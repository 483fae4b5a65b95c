import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorSerializer, redactUrl } from './log-redaction';

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

describe('errors in the log', () => {
  it('a failed query: its SQL, never its parameters nor the values PostgreSQL quotes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type json'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Unicode low surrogate must follow a high surrogate.',
      where: 'JSON data, line 1: {"email":"ada.secret@example.org","name":"Ada\\ud800...',
      routine: 'json_lex',
    });
    const error = new DrizzleQueryError(
      'insert into "audit_log" ("after") values ($1)',
      ['{"email":"ada.secret@example.org"}', 'Ada$&'],
      cause,
    );
    const logged = errorSerializer(error);
    expect(JSON.stringify(logged)).not.toContain('ada.secret');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "audit_log" ("after") values ($1)',
      cause: { type: 'Error', message: 'invalid input syntax for type json', code: '22P02', routine: 'json_lex' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "audit_log" \("after"\) values \(\$1\)\n {4}at /);
    expect(logged).not.toHaveProperty('params');
    expect(logged.cause).not.toHaveProperty('detail');
    expect(logged.cause).not.toHaveProperty('where');
  });

  it('any other error: type, message, stack and code as they are', () => {
    const error = Object.assign(new TypeError('x is not a function'), { code: 'ERR_X' });
    expect(errorSerializer(error)).toEqual({
      type: 'TypeError',
      message: 'x is not a function',
      stack: error.stack,
      code: 'ERR_X',
    });
  });
});
