import { useRef, useState } from 'react';
import { UNANSWERED } from '../../../shared/exams/rules';
import { ApiError, errorMessage } from '../../lib/api-client';
import { saveAnswer } from './api/attempts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface AnswerSaver {
  /** The answers as the screen shows them (a choice shows at once); -1 = unanswered. */
  answers: number[];
  state: SaveState;
  /** Why the last save failed, when `state` is 'failed'. */
  error: string | null;
  /** Shows `option` for question `index` and queues its save. */
  choose: (index: number, questionId: string, option: number) => void;
  /**
   * Resolves once every queued save has finished, with the 1-based numbers of the questions whose
   * shown answer the server does not hold (empty when everything on screen is saved).
   */
  flush: () => Promise<number[]>;
}

/**
 * Keeps a student's answers and saves each choice to the server (spec §4 "Quiz"; decision 001).
 * Saves run one at a time in the order chosen, and a choice superseded by a later one for the same
 * question is not sent (arrow keys move through options quickly). When a save fails, the question
 * shows what the server holds again. `onTimeUp` is called when the server refuses a save because
 * the time is up.
 */
export function useAnswerSaver(attemptId: string, initial: number[], onTimeUp: () => void): AnswerSaver {
  const [answers, setAnswersState] = useState(initial);
  const [status, setStatus] = useState<{ state: SaveState; error: string | null }>({ state: 'idle', error: null });
  const shown = useRef(initial);
  const confirmed = useRef(initial);
  const latestChoice = useRef(new Map<number, number>());
  const choiceCount = useRef(0);
  const pending = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const show = (index: number, option: number) => {
    shown.current = shown.current.map((answer, i) => (i === index ? option : answer));
    setAnswersState(shown.current);
  };

  const choose = (index: number, questionId: string, option: number) => {
    show(index, option);
    const choice = ++choiceCount.current;
    latestChoice.current.set(index, choice);
    pending.current += 1;
    setStatus({ state: 'saving', error: null });
    queue.current = queue.current.then(async () => {
      const isLatest = () => latestChoice.current.get(index) === choice;
      try {
        if (!isLatest()) return;
        confirmed.current = await saveAnswer(attemptId, questionId, option);
        if (pending.current === 1) setStatus({ state: 'saved', error: null });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'time_up') {
          onTimeUp();
          return;
        }
        if (isLatest()) show(index, confirmed.current[index] ?? UNANSWERED);
        setStatus({ state: 'failed', error: errorMessage(error) });
      } finally {
        pending.current -= 1;
      }
    });
  };

  const flush = async () => {
    await queue.current;
    return shown.current.flatMap((answer, i) => (answer === confirmed.current[i] ? [] : [i + 1]));
  };

  return { answers, state: status.state, error: status.error, choose, flush };
}
