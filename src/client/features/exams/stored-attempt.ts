/**
 * Remembers which sample test attempt this browser is taking, so a reload resumes it
 * (the attempt itself lives on the server). Storage failures (private mode, quota) are ignored:
 * the test still works, it just cannot resume.
 */
const KEY = 'nightingale.sampleTest.attemptId';

export function readStoredAttemptId(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeAttemptId(attemptId: string): void {
  try {
    window.localStorage.setItem(KEY, attemptId);
  } catch {
    // Resuming after a reload is a convenience; the exam goes on without it.
  }
}

export function clearStoredAttemptId(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
