import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { rjsfTranslator } from './rjsfStrings';

describe('rjsfTranslator', () => {
  const french: Record<string, string> = { AddButton: 'Ajouter', OptionPrefix: 'Option %1' };
  const translate = rjsfTranslator((name) => french[name]);

  it("words RJSF's strings by their name, with their placeholders filled", () => {
    expect(translate(TranslatableString.AddButton)).toBe('Ajouter');
    expect(translate(TranslatableString.OptionPrefix, ['2'])).toBe('Option 2');
  });

  it("keeps RJSF's English where the host has no words", () => {
    expect(translate(TranslatableString.RemoveButton)).toBe('Remove');
    expect(translate(TranslatableString.UnknownFieldType, ['blob'])).toBe('Unknown field type blob');
  });
});
