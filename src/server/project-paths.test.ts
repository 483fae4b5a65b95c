import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findProjectRoot, projectPaths, projectRoot } from './project-paths';

describe('the project root (sources under tsx, or the compiled bundle)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'nightingale-root-'));
    writeFileSync(join(root, 'package.json'), '{}');
    mkdirSync(join(root, 'src', 'server', 'db'), { recursive: true });
    mkdirSync(join(root, 'dist', 'server'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is found from a source module and from the bundle, as a file URL or a path', () => {
    expect(findProjectRoot(pathToFileURL(join(root, 'src', 'server', 'db', 'client.ts')))).toBe(root);
    expect(findProjectRoot(pathToFileURL(join(root, 'dist', 'server', 'main.js')).href)).toBe(root);
    expect(findProjectRoot(join(root, 'dist', 'server', 'main.js'))).toBe(root);
  });

  it('is the nearest folder with a package.json', () => {
    writeFileSync(join(root, 'src', 'package.json'), '{}');
    expect(findProjectRoot(join(root, 'src', 'server', 'main.ts'))).toBe(join(root, 'src'));
  });

  it('is an error when no folder above has a package.json', () => {
    expect(() => findProjectRoot('/no-such-folder/main.js')).toThrow(/No package.json/);
  });

  it("is this checkout's root, where the client, the migrations and the question bank are", () => {
    expect(projectRoot).toBe(process.cwd());
    expect(projectPaths.questionsDir).toBe(join(process.cwd(), 'content', 'questions'));
    expect(projectPaths.migrationsDir).toBe(join(process.cwd(), 'src', 'server', 'db', 'migrations'));
    expect(projectPaths.clientDir).toBe(join(process.cwd(), 'dist', 'client'));
  });
});
