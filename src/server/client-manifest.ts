import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files a page needs before it can show anything: JavaScript chunks and style sheets. */
interface PageFiles {
  scripts: string[];
  styles: string[];
}

/**
 * Reads Vite's manifest of the built client (`dist/client/.vite/manifest.json`). Returns null when
 * the client has not been built.
 */
export function readClientManifest(clientDir: string): ClientManifest | null {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return new ClientManifest(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
}

/** Answers which built files a page module needs (the entry's, its own, and what they import). */
class ClientManifest {
  private readonly entryKey: string;

  constructor(private readonly chunks: Record<string, ManifestChunk>) {
    const entry = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
    if (!entry) throw new Error('the client manifest has no entry chunk');
    this.entryKey = entry;
  }

  private collect(key: string, files: PageFiles, seen: Set<string>): PageFiles {
    const chunk = this.chunks[key];
    if (!chunk || seen.has(key)) return files;
    seen.add(key);
    files.scripts.push(chunk.file);
    files.styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) this.collect(imported, files, seen);
    return files;
  }

  /** The entry's files: what index.html loads on every page. */
  entryFiles(): PageFiles {
    return this.collect(this.entryKey, { scripts: [], styles: [] }, new Set());
  }

  /** Everything a page needs: the entry's files plus the page module's (null when `module` was not built). */
  pageFiles(module: string): PageFiles | null {
    if (!this.chunks[module]) return null;
    const seen = new Set<string>();
    const files = this.collect(this.entryKey, { scripts: [], styles: [] }, seen);
    return this.collect(module, files, seen);
  }
}
