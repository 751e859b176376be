import { describe, expect, it } from 'vitest';
import { negotiateLanguage, parseAcceptLanguage, SITE_LANGUAGES, textDirection } from '../src/languages.js';

describe('the language a caller gets', () => {
  it('reads Accept-Language by quality, keeping the order of equals and dropping q=0 and *', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CA, en;q=0.8, *;q=0.1, ru;q=0')).toEqual(['fr-CA', 'en', 'de']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(' , ;q=1')).toEqual([]);
  });

  it('picks the first preferred language offered, by its primary subtag, else English', () => {
    expect(negotiateLanguage(['pt-BR', 'fr-CA', 'de'], SITE_LANGUAGES)).toBe('fr');
    expect(negotiateLanguage(['zh-Hans-CN'], SITE_LANGUAGES)).toBe('zh');
    expect(negotiateLanguage(['pt-BR', 'ja'], SITE_LANGUAGES)).toBe('en');
    expect(negotiateLanguage(['pt'], [...SITE_LANGUAGES, 'pt'])).toBe('pt');
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});
