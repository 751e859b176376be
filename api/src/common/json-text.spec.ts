import { describe, expect, it } from 'vitest';
import { answerText, RawJson } from './json-text.js';

// As PostgreSQL writes a jsonb value as text: a space after every colon and comma.
const STORED = '[{"id": "step2", "errors": [{"field": "Gender", "message": "Gender is required."}]}]';

describe('answerText', () => {
  it('writes stored JSON text as it is, at its place, beside the values written as JSON', () => {
    const answer = { success: true, data: { Surname: 'Martin', steps: new RawJson(STORED), none: new RawJson('[]'), after: 1 } };
    expect(answerText(answer)).toBe(`{"success":true,"data":{"Surname":"Martin","steps":${STORED},"none":[],"after":1}}`);
    expect(JSON.parse(answerText(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
  });

  it('is JSON.stringify for an answer without stored text', () => {
    const answer = { list: [1, 'two', null], at: new Date(0), nested: { empty: {} } };
    expect(answerText(answer)).toBe(JSON.stringify(answer));
  });

  it('leaves an answer alone that spells what a marker looks like', () => {
    const spelled = 'raw-json-00000000-0000-0000-0000-000000000000:0';
    expect(JSON.parse(answerText({ Surname: spelled, steps: new RawJson('[1]') }))).toEqual({ Surname: spelled, steps: [1] });
  });
});

describe('RawJson', () => {
  it('stands for the value it holds wherever else JSON writes it (Express, the reply check)', () => {
    expect(JSON.stringify({ steps: new RawJson(STORED) })).toBe(`{"steps":${JSON.stringify(JSON.parse(STORED))}}`);
  });

  it('is written as its value again after an answer whose writing failed', () => {
    const cyclic: Record<string, unknown> = { steps: new RawJson('[1]') };
    cyclic.self = cyclic;
    expect(() => answerText(cyclic)).toThrow(TypeError);
    expect(JSON.stringify({ steps: new RawJson('[1]') })).toBe('{"steps":[1]}');
  });
});
