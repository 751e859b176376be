import type { FieldError } from './types.js';

/**
 * Bounds on what one request may carry, checked before any handler (or recursive code of ours) sees it. Wide
 * enough for every honest caller, the form editor's definition files included; far below what could exhaust
 * the stack or the CPU.
 */
const REQUEST_LIMITS = { depth: 64, keysPerObject: 2000, arrayLength: 5000, stringLength: 100_000, values: 100_000 } as const;

// PostgreSQL refuses NUL in text and unpaired surrogates in JSON (and neither is ever part of honest text).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const REFUSED_CHARACTERS = /\u0000|\p{Cs}/u;

/** Why a request cannot be taken: which part, where and what to change. */
class RequestLimitError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]!.message);
  }
}

/** A slash path for a message: the field's name at the top, "saarc/0/saarc_country" further in. */
function pathOf(path: string, key: string | number): string {
  return path ? `${path}/${key}` : String(key);
}

/**
 * Walks a parsed JSON value without recursion (a deep value cannot overflow the stack here) and refuses the first
 * value past a limit, or any text (keys included) holding characters PostgreSQL refuses.
 */
function checkRequestValue(value: unknown, what: string): void {
  const refuse = (field: string, message: string): never => {
    throw new RequestLimitError([{ field: field || what, message }]);
  };
  const checkText = (text: string, field: string) => {
    if (text.length > REQUEST_LIMITS.stringLength) refuse(field, `${field || what} is longer than ${REQUEST_LIMITS.stringLength} characters.`);
    if (REFUSED_CHARACTERS.test(text)) refuse(field, `${field || what} contains a character that is not allowed (a NUL or an unpaired surrogate).`);
  };
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  let seen = 0;
  while (stack.length) {
    const { value: current, path, depth } = stack.pop()!;
    if (++seen > REQUEST_LIMITS.values) refuse('', `The ${what} holds more than ${REQUEST_LIMITS.values} values.`);
    if (typeof current === 'string') {
      checkText(current, path);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= REQUEST_LIMITS.depth) refuse(path, `The ${what} is nested more than ${REQUEST_LIMITS.depth} levels deep.`);
    if (Array.isArray(current)) {
      if (current.length > REQUEST_LIMITS.arrayLength) refuse(path, `${path || `The ${what}`} has more than ${REQUEST_LIMITS.arrayLength} entries.`);
      current.forEach((item, index) => stack.push({ value: item, path: pathOf(path, index), depth: depth + 1 }));
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > REQUEST_LIMITS.keysPerObject) refuse(path, `${path || `The ${what}`} has more than ${REQUEST_LIMITS.keysPerObject} fields.`);
    for (const key of keys) {
      checkText(key, pathOf(path, key));
      stack.push({ value: (current as Record<string, unknown>)[key], path: pathOf(path, key), depth: depth + 1 });
    }
  }
}

/**
 * Why a request's parsed JSON (`what`: 'request body', 'query string') cannot be taken: the first value past
 * REQUEST_LIMITS, or text PostgreSQL refuses; none when it can. The API checks every request with it, and a definition
 * worker a draft's files, which the API's thread never parses (definitionWorker.ts).
 */
export function requestLimitErrors(value: unknown, what: string): FieldError[] {
  try {
    checkRequestValue(value, what);
    return [];
  } catch (error) {
    if (!(error instanceof RequestLimitError)) throw error;
    return error.errors;
  }
}
