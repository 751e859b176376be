import { expect, it } from 'vitest';
import { csvCell } from './exportApplications';

it.each([
  ['Martin', 'Martin'],
  [true, 'true'],
  [null, ''],
  ['Rue "A", 12', '"Rue ""A"", 12"'],
  ['line\nbreak', '"line\nbreak"'],
  ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ['+33612345678', "'+33612345678"],
  ['@SUM(A1)', "'@SUM(A1)"],
  [[{ saarc_country: 'NEPAL' }], '"[{""saarc_country"":""NEPAL""}]"'],
])('writes %j as %s', (value, cell) => {
  expect(csvCell(value)).toBe(cell);
});
