import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md ("Boundaries"), proved on fixtures: each file
 * below is linted with the project's own biome.json at the path it names, and either breaks a rule
 * (the message it must get) or keeps to them (no message). The fixtures live in a temporary copy of
 * the layout, so the real tree is never touched.
 */

const CLIENT_FEATURE = 'A client feature imports no other feature';
const CLIENT_BOTTOM = 'src/client/lib and src/client/components are the bottom layer';
const CLIENT_NO_SERVER = 'The client never imports server code';
const SERVER_FEATURE = "A server feature reaches another only through that feature's public service module";
const SERVER_TEST = "A feature's tests reach another feature only through its service module";
const SERVER_BOTTOM = 'src/server/lib is the bottom layer';
const SHARED_PURE = 'src/shared is pure';

/** Path in the layout -> the import it makes -> the message it must get (null: none). */
const fixtures: [path: string, from: string, expected: string | null][] = [
  // A client feature imports no other feature, at any depth, nor the app.
  ['src/client/features/board/OtherFeature.tsx', '../marketplace/api/get-courses', CLIENT_FEATURE],
  ['src/client/features/board/components/Deep.tsx', '../../marketplace/CoursesPage', CLIENT_FEATURE],
  ['src/client/features/documents/admin/api/Deeper.ts', '../../../tracking/api/get-timeline', CLIENT_FEATURE],
  ['src/client/features/board/TheApp.tsx', '../../app/layout/TopBar', CLIENT_FEATURE],
  ['src/client/features/board/TheServer.ts', '../../../server/app', CLIENT_NO_SERVER],
  ['src/client/features/board/OwnFeature.tsx', './api/get-board-messages', null],
  ['src/client/features/board/components/OwnApi.tsx', '../api/get-board-messages', null],
  ['src/client/features/board/BottomLayer.tsx', '../../lib/session/use-current-user', null],
  ['src/client/features/board/SharedCode.ts', '../../../shared/paths', null],
  // lib and components are the bottom: no feature, no app. Pages combine features.
  ['src/client/lib/Bottom.ts', '../features/board/api/get-board-messages', CLIENT_BOTTOM],
  ['src/client/components/Widget.tsx', '../app/layout/TopBar', CLIENT_BOTTOM],
  ['src/client/app/pages/Combined.tsx', '../../features/marketplace/CoursesPage', null],
  // A server feature reaches another through its service module only, and reads its own tables.
  ['src/server/features/board/OthersTables.ts', '../marketplace/tables', SERVER_FEATURE],
  ['src/server/features/board/OthersInternals.ts', '../marketplace/purchases', SERVER_FEATURE],
  ['src/server/features/board/AllTables.ts', '../../db/schema', SERVER_FEATURE],
  ['src/server/features/exams/bank/Deep.ts', '../../marketplace/ledger', SERVER_FEATURE],
  ['src/server/features/board/ThroughService.ts', '../marketplace/service', null],
  ['src/server/features/board/OwnTables.ts', './tables', null],
  ['src/server/features/board/ServerLib.ts', '../../lib/query-text', null],
  ['src/server/features/exams/bank/OwnFeature.ts', '../attempts/start', null],
  // A tables.ts may name another feature's table in a foreign key.
  ['src/server/features/board/tables.ts', '../account/tables', null],
  // Tests may read every table, but reach another feature's code through its service module.
  ['src/server/features/board/reads.api.test.ts', '../../db/schema', null],
  ['src/server/features/board/internals.api.test.ts', '../marketplace/ledger', SERVER_TEST],
  ['src/server/lib/Bottom.ts', '../features/board/service', SERVER_BOTTOM],
  // Shared code imports neither side.
  ['src/shared/board/ToClient.ts', '../../client/lib/api-client', SHARED_PURE],
  ['src/shared/board/ToServer.ts', '../../server/errors', SHARED_PURE],
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let root: string;
let diagnostics: Diagnostic[];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'nightingale-boundaries-'));
  const config = JSON.parse(readFileSync('biome.json', 'utf8'));
  // The fixtures are not in git; everything else is the project's configuration.
  config.vcs = { enabled: false };
  delete config.files;
  delete config.$schema;
  writeFileSync(join(root, 'biome.json'), JSON.stringify(config));
  for (const [path, from] of fixtures) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `import { value } from '${from}';\n\nexport const used = value;\n`);
  }
  const biome = join(process.cwd(), 'node_modules', '.bin', 'biome');
  // Exits 1 when a fixture breaks a rule, as most do: the report is what counts.
  const { stdout } = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: root,
    encoding: 'utf8',
  });
  diagnostics = (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter(
    (diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports',
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('import boundaries (npm run lint)', () => {
  it.each(fixtures)('%s importing %s', (path, _from, expected) => {
    const messages = diagnostics.filter((d) => d.location.path.replaceAll('\\', '/') === path).map((d) => d.message);
    if (expected === null) {
      expect(messages).toEqual([]);
    } else {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(expected);
    }
  });
});
