import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { InProgressAttempt } from '../../shared/exams/attempt-schemas';
import type { ExamMode } from '../../shared/exams/forms';
import { type ItemResponse, itemTypeModule, type QuestionContent } from '../../shared/items/registry';
import { TEST_ORIGIN } from './test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Drives the exam API through inject() as one browser: a visitor, or a signed-in user when a
 * session cookie is given. Each call returns the raw response.
 */
export function examClient(app: FastifyInstance, cookie?: string) {
  const call = (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/exams${url}`,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    call,
    forms: () => call('GET', '/forms'),
    start: (formId = 'free-sample', mode?: ExamMode) =>
      call('POST', `/forms/${formId}/attempts`, mode ? { mode } : undefined),
    /** Starts an attempt and returns it; fails the test unless it answers 201. */
    started: async (formId = 'free-sample', mode?: ExamMode): Promise<InProgressAttempt> => {
      const response = await call('POST', `/forms/${formId}/attempts`, mode ? { mode } : undefined);
      if (response.statusCode !== 201) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    update: (attemptId: string, itemId: string, body: unknown) =>
      call('PATCH', `/attempts/${attemptId}/items/${encodeURIComponent(itemId)}`, body),
    respond: (attemptId: string, itemId: string, response: ItemResponse | null) =>
      call('PATCH', `/attempts/${attemptId}/items/${encodeURIComponent(itemId)}`, { response }),
    check: (attemptId: string, itemId: string) => call('POST', `/attempts/${attemptId}/items/${itemId}/check`),
    get: (attemptId: string) => call('GET', `/attempts/${attemptId}`),
    submit: (attemptId: string) => call('POST', `/attempts/${attemptId}/submit`),
    retake: (attemptId: string) => call('POST', `/attempts/${attemptId}/retake`),
    exit: (attemptId: string) => call('DELETE', `/attempts/${attemptId}`),
    history: () => call('GET', '/attempts'),
    progress: () => call('GET', '/progress'),
    createCustomTest: (body: unknown) => call('POST', '/custom-tests', body),
  };
}

export type ExamClient = ReturnType<typeof examClient>;

/** The response that earns every point of `item` (its type's sample). */
export function rightResponse(item: QuestionContent): ItemResponse {
  return itemTypeModule(item.itemType).samples.right(item);
}

/** A response that earns nothing (its type's sample): a wrong option, or (select all that apply) one key and two distractors. */
export function wrongResponse(item: QuestionContent): ItemResponse {
  return itemTypeModule(item.itemType).samples.wrong(item);
}
