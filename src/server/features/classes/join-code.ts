import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../../shared/classes/schemas';

/** A new join code: JOIN_CODE_LENGTH characters of JOIN_CODE_ALPHABET (no 0/O, 1/I), from a secure random source. */
export function newJoinCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join(
    '',
  );
}

/** A typed code as stored: upper case, without spaces or hyphens ("abcd-efgh " -> "ABCDEFGH"). */
export function normalizeJoinCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}
