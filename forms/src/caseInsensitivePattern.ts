import { normalizeText } from './normalizeFormData.js';

const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|]/;

/**
 * A JSON Schema `pattern` that matches `text` compared as the spec compares purposes: trimmed, inner white space
 * collapsed and lower-cased. JSON Schema has no case-insensitive flag, so each letter becomes a class such as
 * `[Aa]` and each space `\s+`: a standard keyword that Ajv, RJSF and the precompiled code all evaluate alike.
 * Used to write the `purpose-is-*` conditions of lists/visa-services.json (checked by test/lists.test.ts).
 */
export function caseInsensitivePattern(text: string): string {
  const words = normalizeText(text)
    .toLowerCase()
    .split(' ')
    .map((word) =>
      [...word]
        .map((char) => {
          const upper = char.toUpperCase();
          if (upper !== char) return `[${upper}${char}]`;
          return REGEX_SYNTAX.test(char) ? `\\${char}` : char;
        })
        .join(''),
    );
  return `^\\s*${words.join('\\s+')}\\s*$`;
}
