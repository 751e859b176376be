import { describe, expect, it } from 'vitest';
import { cleanParagraphs } from '../src/normalizeFormData.js';

describe('cleanParagraphs', () => {
  it('keeps paragraphs and what was typed inside a line, as \\n line breaks', () => {
    expect(cleanParagraphs('  Dear team,\r\n\r\nMy  passport:\r  - page 2\n')).toBe('Dear team,\n\nMy  passport:\n  - page 2');
  });

  it('drops control characters but tabs, spaces at line ends and runs of empty lines', () => {
    expect(cleanParagraphs('a\u0000b\u0007 \t\n\n\n\nc\td\u009F  ')).toBe('ab\n\nc\td');
  });

  it('leaves nothing of a text of white space alone', () => {
    expect(cleanParagraphs(' \r\n\t\n ')).toBe('');
  });
});
