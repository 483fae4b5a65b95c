/**
 * The support queue's state rule (issue 23), one place for every event on a conversation:
 *
 * - A student's (or visitor's) message to an open conversation: it waits for a reply.
 * - A student's message to a CLOSED conversation reopens it only when she chooses "I still need
 *   help" (`reopen`); otherwise the message is kept in the thread and the conversation stays closed
 *   and not waiting, so a "thank you" does not put it back in the queue as waiting.
 * - Support's reply: no longer waiting; a closed conversation stays closed.
 * - Support closes: closed (at that time), not waiting.
 * - Support reopens: open again, waiting if the last message is the student's.
 * - An internal note changes nothing.
 */
export interface ConversationState {
  closedAt: Date | null;
  waitingForReply: boolean;
}

export type ConversationEvent =
  | { type: 'student-message'; reopen: boolean }
  | { type: 'support-reply' }
  | { type: 'close'; at: Date }
  | { type: 'reopen'; lastFromStudent: boolean };

/** The state of a conversation in `state` after `event` (see the rule above). Pure. */
export function nextConversationState(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'student-message':
      if (state.closedAt && !event.reopen) return { closedAt: state.closedAt, waitingForReply: false };
      return { closedAt: null, waitingForReply: true };
    case 'support-reply':
      return { closedAt: state.closedAt, waitingForReply: false };
    case 'close':
      return { closedAt: state.closedAt ?? event.at, waitingForReply: false };
    case 'reopen':
      return { closedAt: null, waitingForReply: event.lastFromStudent };
  }
}
