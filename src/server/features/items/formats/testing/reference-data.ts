import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The folder of the shared reference data (`../shared/reference-data` from the project's root, as
 * CI has it; `../../shared/...` from a git worktree under `wt/`), resolved from `process.cwd()`.
 * The files are others' (reference-data/README.md): tests read them where they lie, never copy them.
 */
export function referenceData(...path: string[]): string {
  const candidates = ['../shared/reference-data', '../../shared/reference-data'].map((folder) =>
    resolve(process.cwd(), folder),
  );
  const folder = candidates.find((candidate) => existsSync(candidate)) ?? candidates[0] ?? '';
  return resolve(folder, ...path);
}
