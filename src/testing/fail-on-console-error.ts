import { afterEach } from 'vitest';

/**
 * A console.error during a test fails it (docs/architecture.md §11): errors must be expected and
 * asserted, not printed.
 *
 * The guard is a plain wrapper, not a `vi.spyOn` spy: the page tests call `vi.restoreAllMocks()`
 * after each test, which removed a spy and let every later test of the file print errors (React's
 * duplicate-key warning among them) unnoticed. Files share a worker (`isolate: false`), so the
 * wrapper is installed once per worker and each file's `afterEach` reads what it recorded. A test
 * that expects an error silences it with its own `vi.spyOn(console, 'error').mockImplementation()`.
 */
const GUARD = Symbol.for('nightingale.consoleErrorGuard');

interface Guard {
  printed: string[];
}

const holder = globalThis as typeof globalThis & { [GUARD]?: Guard };

function installGuard(): Guard {
  const guard: Guard = { printed: [] };
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    guard.printed.push(args.map(String).join(' '));
    original(...args);
  };
  holder[GUARD] = guard;
  return guard;
}

const guard = holder[GUARD] ?? installGuard();

afterEach(() => {
  const calls = guard.printed.splice(0);
  if (calls.length > 0) throw new Error(`console.error was called during the test:\n${calls.join('\n')}`);
});
