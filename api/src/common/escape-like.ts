/** Text matched literally inside an ILIKE pattern: `%`, `_` and `\` lose their wildcard meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
