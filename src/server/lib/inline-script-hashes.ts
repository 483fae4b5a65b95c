import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The Content-Security-Policy hashes ('sha256-...') of the inline scripts of an HTML page, so the
 * policy can allow exactly those scripts (the colour-scheme snippet in index.html) and no other.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The hashes for the built index.html in `clientDir`, or none when the client is not built. */
export function builtIndexScriptHashes(clientDir: string): string[] {
  const file = `${clientDir}/index.html`;
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
