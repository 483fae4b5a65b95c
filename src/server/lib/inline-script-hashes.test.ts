import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

describe('CSP hashes of inline scripts', () => {
  it('hashes each inline script and ignores scripts loaded from a file', () => {
    const body = "\n  document.title = 'x';\n";
    const html = `<head><script>${body}</script><script type="module" src="/a.js"></script></head>`;
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});
