import type { InProgressAttempt } from '../../src/shared/exams/attempt-schemas';
import { answerFor } from './bench-helpers';
import type { BenchClient } from './bench-http';
import { StepRecorder } from './step-recorder';

/**
 * A closed loop of exam takers, one per cookie of `cookies` (several takers may share an account),
 * with no pause: each starts an attempt of `form` in timed mode, saves an answer to every item and
 * submits, again and again until `seconds` have passed. Returns the latencies and failures, the
 * seconds it took and the attempts started.
 */
export async function takeExams(http: BenchClient, cookies: readonly string[], form: string, seconds: number) {
  const recorder = new StepRecorder();
  const began = performance.now();
  const until = began + seconds * 1000;
  let attempts = 0;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < until) {
        const started = await recorder.timed('start', () =>
          http.call<InProgressAttempt>('start', 'POST', `/api/exams/forms/${form}/attempts`, cookie, { mode: 'timed' }),
        );
        if (!started) continue;
        attempts += 1;
        const attempt = started.json();
        for (const entry of attempt.items) {
          if (performance.now() >= until) break;
          await recorder.timed('save', () =>
            http.call('save', 'PATCH', `/api/exams/attempts/${attempt.id}/items/${entry.item.id}`, cookie, {
              response: answerFor(entry.item),
            }),
          );
        }
        await recorder.timed('submit', () =>
          http.call('submit', 'POST', `/api/exams/attempts/${attempt.id}/submit`, cookie),
        );
      }
    }),
  );
  return { recorder, elapsed: (performance.now() - began) / 1000, attempts };
}
