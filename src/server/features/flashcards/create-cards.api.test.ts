import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt } from '../../../shared/exams/attempt-schemas';
import { keyText } from '../../../shared/flashcards/key-text';
import type { Flashcard } from '../../../shared/flashcards/schemas';
import type { QuestionContent } from '../../../shared/items/registry';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { examClient, rightResponse, wrongResponse } from '../../testing/exam-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { createCardsFromAttempt, makesCard } from './create-cards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function authored(itemId: string): QuestionContent {
  const item = t.bank.find((q) => q.id === itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return item;
}

const itemIds = (attempt: InProgressAttempt) => attempt.items.map((entry) => entry.item.id);

async function cardsOf(user: SignedIn): Promise<Flashcard[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/flashcards/cards',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
  });
  return response.json().cards;
}

/** The card of `itemId` (by its front, the item's stem). */
const cardFor = (cards: Flashcard[], itemId: string) => cards.filter((card) => card.front === authored(itemId).stem);

describe('issue 25 item 3: which items make a card', () => {
  it('a wrong item, or a right one marked Not sure; never a right and sure one, nor one never answered (fix 2)', () => {
    const response = { choice: 0 };
    expect(makesCard({ response, earned: 0, possible: 1, lowConfidence: false })).toBe(true);
    expect(makesCard({ response, earned: null, possible: 1, lowConfidence: false })).toBe(true);
    expect(makesCard({ response, earned: 2, possible: 3, lowConfidence: false })).toBe(true);
    expect(makesCard({ response, earned: 1, possible: 1, lowConfidence: true })).toBe(true);
    expect(makesCard({ response, earned: 1, possible: 1, lowConfidence: false })).toBe(false);
    expect(makesCard({ response: null, earned: 0, possible: 1, lowConfidence: false })).toBe(false);
    expect(makesCard({ response: null, earned: null, possible: 1, lowConfidence: true })).toBe(false);
  });
});

describe('issue 25 item 3: cards from a submitted attempt', () => {
  it('makes one card per missed or not-sure item, with the stem, its cue, the key, the rationale and a link to the review', async () => {
    const user = await signedInAs(t.app);
    const exam = examClient(t.app, user.cookie);
    const attempt = await exam.started('free-sample', 'timed');
    const [wrong, unsure, sure] = itemIds(attempt) as [string, string, string];
    await exam.respond(attempt.id, wrong, wrongResponse(authored(wrong)));
    await exam.respond(attempt.id, unsure, rightResponse(authored(unsure)));
    expect((await exam.update(attempt.id, unsure, { lowConfidence: true })).json()).toMatchObject({
      lowConfidence: true,
    });
    await exam.respond(attempt.id, sure, rightResponse(authored(sure)));
    expect((await exam.submit(attempt.id)).statusCode).toBe(200);

    const cards = await cardsOf(user);
    // The seven left unanswered make none (fix 2: "answered wrong"), nor the right and sure one.
    expect(cards).toHaveLength(2);
    expect(cardFor(cards, sure)).toHaveLength(0);
    expect(cardFor(cards, unsure)).toHaveLength(1);
    const [card] = cardFor(cards, wrong);
    const item = authored(wrong);
    expect(card).toMatchObject({
      source: 'miss',
      front: item.stem,
      cue: item.topic,
      back: keyText(item),
      rationale: item.explanation,
      reviewHref: `/training-center?attempt=${attempt.id}`,
      state: 'new',
    });
    if (item.itemType === 'multiple-choice') expect(card?.back).toBe(item.options[item.correctAnswer]);
  });

  it('a visitor’s attempt makes no card, and submitting again makes none twice', async () => {
    const user = await signedInAs(t.app);
    const exam = examClient(t.app, user.cookie);
    const attempt = await exam.started();
    for (const id of itemIds(attempt)) await exam.respond(attempt.id, id, wrongResponse(authored(id)));
    await exam.submit(attempt.id);
    await exam.submit(attempt.id);
    expect(await cardsOf(user)).toHaveLength(10);
    const visitor = examClient(t.app);
    const visit = await visitor.started();
    expect((await visitor.submit(visit.id)).statusCode).toBe(200);
  });

  it('a second miss of the same point resets its card (new again, content refreshed), never a duplicate', async () => {
    const user = await signedInAs(t.app);
    const exam = examClient(t.app, user.cookie);
    const first = await exam.started();
    const [point] = itemIds(first) as [string];
    for (const id of itemIds(first).slice(1)) await exam.respond(first.id, id, rightResponse(authored(id)));
    await exam.respond(first.id, point, wrongResponse(authored(point)));
    await exam.submit(first.id);
    const [card] = await cardsOf(user);
    expect(card?.front).toBe(authored(point).stem);

    // She learns it (Easy: a review card due in days), then misses it again in a retake.
    const graded = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/cards/${card?.id}/reviews`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: { grade: 4 },
    });
    expect(graded.json().card.state).toBe('review');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/flashcards/cards/${card?.id}`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: { front: 'my own words' },
    });
    t.clock.advance(3600);
    const retake = (await exam.retake(first.id)).json();
    for (const id of itemIds(retake).filter((id) => id !== point)) {
      await exam.respond(retake.id, id, rightResponse(authored(id)));
    }
    await exam.respond(retake.id, point, wrongResponse(authored(point)));
    await exam.submit(retake.id);

    const cards = await cardsOf(user);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      id: card?.id,
      front: authored(point).stem,
      state: 'new',
      reps: 1,
      due: t.clock.now().toISOString(),
      reviewHref: `/training-center?attempt=${retake.id}`,
    });
    // The grade before the reset can no longer be undone.
    const undo = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/reviews/undo',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    });
    expect(undo.statusCode).toBe(409);
  });

  it('createCardsFromAttempt: right and sure makes none, right and not sure makes one, a repeat of the same attempt changes nothing', async () => {
    const user = await signedInAs(t.app);
    const item = authored(t.bank[0]?.id ?? '');
    const db = t.database.db;
    const attempt = { id: '11111111-1111-4111-8111-111111111111', formKind: 'quiz', userId: user.id };
    const scored = { itemId: item.id, item, response: { choice: 0 }, possible: 1 };
    expect(
      await createCardsFromAttempt(db, attempt, [{ ...scored, earned: 1, lowConfidence: false }], t.clock.now()),
    ).toBe(0);
    expect(
      await createCardsFromAttempt(db, attempt, [{ ...scored, earned: 1, lowConfidence: true }], t.clock.now()),
    ).toBe(1);
    expect(
      await createCardsFromAttempt(db, attempt, [{ ...scored, earned: 0, lowConfidence: false }], t.clock.now()),
    ).toBe(0);
    const other = { ...attempt, id: '22222222-2222-4222-8222-222222222222' };
    expect(
      await createCardsFromAttempt(db, other, [{ ...scored, earned: 0, lowConfidence: false }], t.clock.now()),
    ).toBe(1);
    expect(await cardsOf(user)).toHaveLength(1);
    expect(
      await createCardsFromAttempt(
        db,
        { ...attempt, userId: null },
        [{ ...scored, earned: 0, lowConfidence: false }],
        t.clock.now(),
      ),
    ).toBe(0);
  });
});

describe('issue 25 item 3: Tutor mode and the Not sure mark', () => {
  it('a checked wrong answer makes its card at once, and the submission does not reset it', async () => {
    const user = await signedInAs(t.app);
    const exam = examClient(t.app, user.cookie);
    const attempt = await exam.started('free-sample', 'tutor');
    const [first] = itemIds(attempt) as [string];
    await exam.respond(attempt.id, first, wrongResponse(authored(first)));
    expect((await exam.check(attempt.id, first)).statusCode).toBe(200);
    const [card] = await cardsOf(user);
    expect(card?.front).toBe(authored(first).stem);
    await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/cards/${card?.id}/reviews`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: { grade: 3 },
    });
    for (const id of itemIds(attempt).slice(1)) await exam.respond(attempt.id, id, rightResponse(authored(id)));
    await exam.submit(attempt.id);
    const cards = await cardsOf(user);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: card?.id, state: 'learning', reps: 1 });
  });

  it('keeps the mark with the item, clears it, and refuses a mark that is not true or false', async () => {
    const user = await signedInAs(t.app);
    const exam = examClient(t.app, user.cookie);
    const attempt = await exam.started('free-sample', 'timed');
    const [first] = itemIds(attempt) as [string];
    await exam.update(attempt.id, first, { lowConfidence: true });
    expect((await exam.get(attempt.id)).json().items[0].lowConfidence).toBe(true);
    const cleared = (await exam.update(attempt.id, first, { lowConfidence: false })).json();
    expect(cleared.lowConfidence).toBeUndefined();
    expect((await exam.update(attempt.id, first, { lowConfidence: 'yes' })).json().error.message).toBe(
      'lowConfidence must be true or false.',
    );
  });
});
