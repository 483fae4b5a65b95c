import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from '../client/lib/api-client';
import { API_ERROR_CODES } from '../shared/api-error-codes';

/**
 * API_ERROR_CODES is the one list of the codes the API sends (src/shared/api-error-codes.ts).
 * `tsc` refuses an AppError with a code not on it; these checks also hold when the code is built
 * where the compiler cannot see it, and keep the list free of codes nobody sends.
 */

/** The server's source files, tests excepted, with their text. */
function serverSources(): { path: string; text: string }[] {
  const root = join(import.meta.dirname, '..', 'server');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/**
 * The codes the server's source sends: the first argument of every `new AppError('…'`, and in the
 * files that answer with an error body of their own (they name ApiErrorCode or ApiErrorBody), every
 * `code: '…'`.
 */
function codesSent(): Map<string, string> {
  const sent = new Map<string, string>();
  for (const { path, text } of serverSources()) {
    const patterns = [/new AppError\(\s*'([^']+)'/g];
    if (/\bApiError(Code|Body)\b/.test(text)) patterns.push(/\bcode: '([^']+)'/g);
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) sent.set(match[1] ?? '', path);
    }
  }
  return sent;
}

describe('API error codes (docs/architecture.md §5)', () => {
  const listed = new Set<string>(API_ERROR_CODES);

  it('lists every code once, in snake_case', () => {
    expect(API_ERROR_CODES.length).toBe(listed.size);
    for (const code of API_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('lists every code the server sends', () => {
    const sent = codesSent();
    expect(sent.size).toBeGreaterThan(80);
    const missing = [...sent].filter(([code]) => !listed.has(code)).map(([code, path]) => `${code} (${path})`);
    expect(missing).toEqual([]);
  });

  it('lists no code the server never sends', () => {
    const source = serverSources()
      .map(({ text }) => text)
      .join('\n');
    expect(API_ERROR_CODES.filter((code) => !source.includes(`'${code}'`))).toEqual([]);
  });

  it("keeps the browser's own codes apart from the server's", () => {
    expect(CLIENT_ERROR_CODES.filter((code) => listed.has(code))).toEqual([]);
  });
});
