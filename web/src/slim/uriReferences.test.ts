import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import uriReferences from './uriReferences';

// The module @rjsf/utils would otherwise use, loaded from where RJSF loads it (the site's build sends RJSF's import
// to uriReferences instead, see vite.config.ts).
const fastUri = createRequire(createRequire(import.meta.url).resolve('@rjsf/utils'))('fast-uri') as typeof uriReferences;

// RFC 3986 section 5.4's examples, normal and abnormal, against its base.
const BASE = 'http://a/b/c/d;p?q';
const RFC_EXAMPLES: Record<string, string> = {
  'g:h': 'g:h',
  g: 'http://a/b/c/g',
  './g': 'http://a/b/c/g',
  'g/': 'http://a/b/c/g/',
  '/g': 'http://a/g',
  '//g': 'http://g',
  '?y': 'http://a/b/c/d;p?y',
  'g?y': 'http://a/b/c/g?y',
  '#s': 'http://a/b/c/d;p?q#s',
  'g#s': 'http://a/b/c/g#s',
  'g?y#s': 'http://a/b/c/g?y#s',
  ';x': 'http://a/b/c/;x',
  'g;x?y#s': 'http://a/b/c/g;x?y#s',
  '': 'http://a/b/c/d;p?q',
  '.': 'http://a/b/c/',
  './': 'http://a/b/c/',
  '..': 'http://a/b/',
  '../g': 'http://a/b/g',
  '../..': 'http://a/',
  '../../g': 'http://a/g',
  '../../../g': 'http://a/g',
  '../../../../g': 'http://a/g',
  '/./g': 'http://a/g',
  '/../g': 'http://a/g',
  'g.': 'http://a/b/c/g.',
  '..g': 'http://a/b/c/..g',
  './../g': 'http://a/b/g',
  './g/.': 'http://a/b/c/g/',
  'g/./h': 'http://a/b/c/g/h',
  'g/../h': 'http://a/b/c/h',
  'g;x=1/../y': 'http://a/b/c/y',
  'g?y/../x': 'http://a/b/c/g?y/../x',
  'g#s/../x': 'http://a/b/c/g#s/../x',
};

// What a schema's $id and $ref look like.
const SCHEMA_REFERENCES: [string, string][] = [
  ['https://example.com/schemas/root.json', 'item.json'],
  ['https://example.com/schemas/root.json', '#/$defs/item'],
  ['https://example.com/schemas/', 'a/../b.json#/$defs/c'],
  ['urn:example:root', '#/a'],
  ['#', '#/$defs/a'],
  ['schema.json', 'other.json#/a'],
  ['', 'x'],
];

const SAME_OR_NOT: [string, string][] = [
  ['http://ex.com/a', 'HTTP://EX.COM:80/a'],
  ['http://ex.com/%7Ea', 'http://ex.com/~a'],
  ['http://ex.com', 'http://ex.com/'],
  ['http://x/a#', 'http://x/a'],
  ['https://ex.com:443/x', 'https://ex.com/x'],
  ['https://ex.com:8443/x', 'https://ex.com/x'],
  ['http://ex.com/a%2fb', 'http://ex.com/a%2Fb'],
  ['https://example.com/item', 'https://example.com/other'],
  ['a/./b', 'a/b'],
  ['http://ex.com/a?x=%41', 'http://ex.com/a?x=A'],
];

describe('RFC 3986 references in place of fast-uri', () => {
  it('resolves the RFC examples as the RFC says', () => {
    for (const [reference, target] of Object.entries(RFC_EXAMPLES)) expect(uriReferences.resolve(BASE, reference), reference).toBe(target);
  });

  it('resolves and compares as fast-uri does', () => {
    for (const [base, reference] of [...Object.keys(RFC_EXAMPLES).map((reference) => [BASE, reference]), ...SCHEMA_REFERENCES])
      expect(uriReferences.resolve(base, reference), `${base} + ${reference}`).toBe(fastUri.resolve(base, reference));
    for (const [a, b] of SAME_OR_NOT) expect(uriReferences.equal(a, b), `${a} = ${b}`).toBe(fastUri.equal(a, b));
    expect(SAME_OR_NOT.filter(([a, b]) => uriReferences.equal(a, b))).toHaveLength(7);
  });
});
