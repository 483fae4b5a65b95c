import { percentile } from './bench-helpers';
import { HttpError } from './bench-http';

/** The steps of taking an exam a benchmark times. */
export type Step = 'start' | 'save' | 'submit';

/** Latencies in milliseconds per step, and the errors by kind ("save 409", "start network"). */
export class StepRecorder {
  readonly samples: Record<Step, number[]> = { start: [], save: [], submit: [] };
  readonly errors = new Map<string, { count: number; example: string }>();

  /** Counts a failure of `kind`; the first of each kind is kept as its example. */
  fail(kind: string, example: string) {
    const known = this.errors.get(kind);
    if (known) known.count += 1;
    else this.errors.set(kind, { count: 1, example });
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((sum, { count }) => sum + count, 0);
  }

  /** The first failure's kind and message, null without one. */
  get firstError(): string | null {
    const [first] = this.errors;
    return first ? `${first[0]}: ${first[1].example}` : null;
  }

  /** "save p50 3.1 ms, p99 12.0 ms". */
  line(step: Step): string {
    const values = this.samples[step];
    return `${step} p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
  }

  /**
   * Runs `run` and records how long it took as a sample of `step`; a failure is counted instead
   * (an HttpError by its kind, anything else as "<step> exception") and gives null.
   */
  async timed<T>(step: Step, run: () => Promise<T>): Promise<T | null> {
    const began = performance.now();
    try {
      const result = await run();
      this.samples[step].push(performance.now() - began);
      return result;
    } catch (error) {
      this.fail(error instanceof HttpError ? error.kind : `${step} exception`, (error as Error).message);
      return null;
    }
  }
}
