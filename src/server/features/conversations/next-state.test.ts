import { describe, expect, it } from 'vitest';
import { nextConversationState } from './next-state';

const at = new Date('2026-03-02T09:00:00.000Z');
const open = { closedAt: null, waitingForReply: false };
const closed = { closedAt: at, waitingForReply: false };

describe('issue 23 support queue: the close and reopen rule', () => {
  it('a student message to an open conversation makes it wait for a reply', () => {
    expect(nextConversationState(open, { type: 'student-message', reopen: false })).toEqual({
      closedAt: null,
      waitingForReply: true,
    });
  });
  it('a student message to a closed conversation (a "thank you") keeps it closed and not waiting', () => {
    expect(nextConversationState(closed, { type: 'student-message', reopen: false })).toEqual(closed);
  });
  it('"I still need help" reopens a closed conversation, waiting for a reply', () => {
    expect(nextConversationState(closed, { type: 'student-message', reopen: true })).toEqual({
      closedAt: null,
      waitingForReply: true,
    });
  });
  it('support replying stops the wait and leaves a closed conversation closed', () => {
    expect(nextConversationState({ closedAt: null, waitingForReply: true }, { type: 'support-reply' })).toEqual(open);
    expect(nextConversationState(closed, { type: 'support-reply' })).toEqual(closed);
  });
  it('closing stops the wait and keeps the first closing time; reopening waits only if the student wrote last', () => {
    const later = new Date('2026-03-03T09:00:00.000Z');
    expect(nextConversationState({ closedAt: null, waitingForReply: true }, { type: 'close', at })).toEqual(closed);
    expect(nextConversationState(closed, { type: 'close', at: later })).toEqual(closed);
    expect(nextConversationState(closed, { type: 'reopen', lastFromStudent: true })).toEqual({
      closedAt: null,
      waitingForReply: true,
    });
    expect(nextConversationState(closed, { type: 'reopen', lastFromStudent: false })).toEqual(open);
  });
});
