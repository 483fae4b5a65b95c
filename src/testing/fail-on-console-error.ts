import { afterEach, vi } from 'vitest';

/** A console.error during a test fails it (docs/architecture.md §11): errors must be expected and asserted, not printed. */
const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls.map((args) => args.map(String).join(' '));
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called during the test:\n${calls.join('\n')}`);
});
