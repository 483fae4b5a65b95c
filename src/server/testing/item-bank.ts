import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REVIEW_CHECKLIST } from '../../shared/item-bank/review-workflow';
import type { AuthoredContentInput, ItemDetail } from '../../shared/item-bank/schemas';
import { buildCaseStudy, buildQuestion } from './question-factory';
import { TEST_ORIGIN } from './test-app';

/** Every line of the review checklist ticked. */
export const TICKED_CHECKLIST = Object.fromEntries(REVIEW_CHECKLIST.map((check) => [check.key, true]));

/** A stand-alone item as an author writes it (its id is the server's to give), from the question factory's item `n`. */
export function itemContent(n: number, overrides: Record<string, unknown> = {}): AuthoredContentInput {
  const { sourceFile: _sourceFile, ...item } = buildQuestion(n, overrides);
  return { kind: 'item', item };
}

/** A case study as an author writes it, from the question factory's case study `n`. */
export function caseStudyContent(n: number): AuthoredContentInput {
  const { group, items } = buildCaseStudy(n);
  const { sourceFile: _sourceFile, kind: _kind, ...caseStudy } = group;
  return {
    kind: 'case-study',
    caseStudy,
    questions: items.map(({ sourceFile: _s, groupId: _g, groupPosition: _p, ...item }) => item),
  };
}

/** Drives /api/item-bank through inject() as the user of `cookie`; each call returns the raw response. */
export function itemBankClient(app: FastifyInstance, cookie?: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/item-bank${url}`,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const ok = async (response: Promise<LightMyRequestResponse>, status = 200): Promise<ItemDetail> => {
    const answer = await response;
    if (answer.statusCode !== status) throw new Error(`expected ${status}: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  return {
    call,
    list: (query = '') => call('GET', `/items${query}`),
    create: (content: AuthoredContentInput) => call('POST', '/items', { content }),
    /** Creates an item and returns its detail; fails unless 201. */
    created: (content: AuthoredContentInput) => ok(call('POST', '/items', { content }), 201),
    get: (itemId: string) => call('GET', `/items/${itemId}`),
    update: (itemId: string, content: AuthoredContentInput) => call('PUT', `/items/${itemId}`, { content }),
    act: (itemId: string, body: { action: string; comments?: string; checklist?: Record<string, boolean> }) =>
      call('POST', `/items/${itemId}/actions`, body),
    /** Takes `action` and returns the detail; fails unless 200. Approvals tick the whole checklist. */
    acted: (itemId: string, action: string, comments?: string) =>
      ok(
        call('POST', `/items/${itemId}/actions`, {
          action,
          ...(comments ? { comments } : {}),
          ...(action === 'approve' ? { checklist: TICKED_CHECKLIST } : {}),
        }),
      ),
    adopt: (itemId: string) => call('POST', `/items/${itemId}/adopt`),
  };
}

export type ItemBankClient = ReturnType<typeof itemBankClient>;
