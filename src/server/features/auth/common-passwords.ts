import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '../../../shared/auth/schemas';
import { AppError } from '../../errors';

/**
 * zxcvbn-ts with its common-language data: the most frequent passwords of public breach lists
 * (with l33t spellings such as P@ssw0rd), common words and names, and keyboard patterns. Loaded
 * once, offline (the lists ship in the package); built on first use.
 */
let estimator: ZxcvbnFactory | undefined;

/**
 * Fewest guesses zxcvbn must estimate for a new password (score 2 and above): below it the
 * password is a listed leaked password plus a digit or a symbol or two (Welcome1!, Qwerty123!).
 */
const MIN_GUESSES = 1e6;

/**
 * True when `password` is a breached common password or a trivial variation of one (issue 23
 * point 15). Passwords already pass the shared shape rule (schemas.ts); this is the server's
 * second check, kept off the client so its bundle does not carry the lists.
 */
export function isCommonPassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).guesses < MIN_GUESSES;
}

/** Throws 400 `common_password` with COMMON_PASSWORD_MESSAGE when `password` is a common one. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('common_password', { status: 400, message: COMMON_PASSWORD_MESSAGE });
  }
}
