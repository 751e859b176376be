import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@evisa/forms';

// zxcvbn's score from 0 (guessed at once) to 4; 3 means "safely unguessable" against an offline attack on slow hashes.
const MIN_SCORE = 3;

// The common-password list, names and keyboard patterns of zxcvbn-ts; built once, it is used for every check.
const estimator = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

/** Why a staff password is refused, in words for the person choosing it; null when it is strong enough. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must have at most ${MAX_PASSWORD_LENGTH} characters`;
  if (!password.trim()) return 'The password cannot be only spaces';
  if (new Set(password).size === 1) return 'The password cannot be one character repeated';
  if (estimator.check(password).score < MIN_SCORE) {
    return 'This password is too easy to guess (a common password, a word with digits, or a keyboard or number pattern). Use a phrase of several unrelated words.';
  }
  return null;
}
