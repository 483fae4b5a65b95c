import type { TFunction } from 'i18next';
import { msg } from '../../../../shared/i18n/msg';

/** Texts of the message board page that the spec leaves to us (its own texts are in src/shared/board/messages.ts). */

/** What the board is, under its title. */
export const BOARD_INTRO = msg(
  'A place for Nightingale’s nurses, students and trainers to ask questions, share study tips and cheer each other on to the NCLEX.',
);

/** The board before anyone has posted. */
export const BOARD_EMPTY = msg('No messages yet. Be the first to post.');

/** The label of the signed-out visitor's way to the login page (the Messages menu's words, spec §2). */
export const LOGIN_TO_POST = msg('Login to Post Message');

/** How many characters of a message a confirmation quotes. */
const EXCERPT_LENGTH = 80;

/** The start of a message on one line, for a confirmation: at most 80 characters, "…" when cut. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= EXCERPT_LENGTH ? line : `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** "Reported 1 time", "Reported 3 times". */
export function reportedTimes(count: number, t: TFunction): string {
  return t('Reported {{count}} times', { count });
}

/** The toast after a reply is deleted (issue 27 item 6). */
export const BOARD_REPLY_DELETED = msg('Reply deleted.');

/** "1 reply", "3 replies" (issue 27 item 6). */
export function replyCount(count: number, t: TFunction): string {
  return t('{{count}} replies', { count });
}

/** Under an author's own thread that others replied to, where Delete would be (issue 27 item 6). */
export const KEPT_FOR_OTHERS = msg('Others have replied, so this message stays on the board for them.');
