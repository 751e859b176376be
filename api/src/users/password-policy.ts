import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@evisa/forms';

// zxcvbn's score from 0 (guessed at once) to 4; 3 means "safely unguessable" against an offline attack on slow hashes.
const MIN_SCORE = 3;

// The common-password list, names and keyboard patterns of zxcvbn-ts, built for each check (about 20 ms, on a staff
// password's rare change) rather than held: built, it is 3.5 MB of heap.
const estimator = () => new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

// Letters and digits only, in lower case: "Priya.Raman" and "priya raman" are the same name.
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
// What must be left beside the account's name for a password to be more than the name dressed up
// ('priya.raman!!', 'Priya Raman 2026'); a name inside a long phrase is no easier to guess than the phrase.
const MIN_BESIDE_NAME = 8;

/** Whether the password is the account's e-mail address, holds it, or is little more than its name (before the @). */
function isPersonal(password: string, email: string): boolean {
  const folded = fold(password);
  const name = fold(email.split('@')[0] ?? '');
  return folded.includes(fold(email)) || (name.length > 0 && folded.includes(name) && folded.length - name.length < MIN_BESIDE_NAME);
}

/**
 * Why a staff password is refused, in words for the person choosing it; null when it is strong enough. With the
 * account's e-mail address, a password that is the address or the name in it is refused too: it is the first guess.
 */
export function passwordProblem(password: string, account?: { email: string }): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (!password.trim()) return 'The password cannot be only spaces';
  if (new Set(password).size === 1) return 'The password cannot be one character repeated';
  if (account && isPersonal(password, account.email))
    return 'The password cannot contain the e-mail address of the account, or be little more than its name';
  if (estimator().check(password).score < MIN_SCORE) {
    return 'This password is too easy to guess (a common password, a word with digits, or a keyboard or number pattern). Use a phrase of several unrelated words.';
  }
  return null;
}
