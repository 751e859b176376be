import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { RE2JS } from 're2js';

/**
 * Why the linear-time engine cannot run a pattern, in an editor's words, or undefined when it can. RE2 has no
 * backtracking, so it refuses what needs it (backreferences, lookaround) rather than running it in exponential time.
 */
export function linearPatternProblem(pattern: string): string | undefined {
  try {
    RE2JS.compile(RE2JS.translateRegExp(pattern));
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const backreference = /\\([1-9]|k<[^>]*>)/.exec(pattern)?.[0];
    if (backreference)
      return `The pattern refers back to an earlier group (${backreference}): the server checks patterns in linear time and cannot run that. Write the pattern without it.`;
    const around = /\(\?<?[=!]/.exec(pattern)?.[0];
    if (around)
      return `The pattern looks ahead or behind (${around}...): the server checks patterns in linear time and cannot run that. Write the pattern without it.`;
    const repeat = /invalid repeat count: `([^`]*)`/.exec(message)?.[1];
    if (repeat) return `The pattern repeats something ${repeat} times: at most 1000 repetitions can be checked. Use a maximum length instead.`;
    return `The server's pattern engine cannot read this pattern (${message.replace(/^error parsing regexp: /, '')}).`;
  }
}

/**
 * Ajv's regular-expression engine on the server: RE2 (re2js, pure JavaScript), linear in the length of the answer,
 * so no pattern an editor writes can stall the API however it is written. Ajv keeps one compiled pattern per
 * `toString()`, so each object names its pattern. The browser's standalone validators keep native RegExp
 * (compileStandaloneStep): a slow pattern there only slows the applicant's own tab.
 */
export const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    const compiled = RE2JS.compile(RE2JS.translateRegExp(pattern));
    return { test: (value: string) => compiled.test(value), toString: () => `/${pattern}/${flags} (RE2)` };
  },
  // Standalone code names the engine by this expression: serverValidatorsCode's, which loadServerValidators provides.
  { code: 'require("linear-patterns").linearRegExp' },
);
