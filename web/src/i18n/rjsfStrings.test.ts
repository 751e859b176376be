import { formatAnswer } from '@evisa/forms/browser';
import { afterEach, expect, it } from 'vitest';
import { i18next } from './i18n';
import { translateRjsfString } from './rjsfStrings';

afterEach(() => i18next.changeLanguage('en'));

// RJSF asks for its strings by their English words (its TranslatableString enum).
const rjsf = (english: string) => translateRjsfString(english as Parameters<typeof translateRjsfString>[0]);
const boxLabels = () => [rjsf('Yes'), rjsf('No')];

it('labels a box’s yes and no in the applicant’s language, in the words its answer is shown back in', async () => {
  expect(boxLabels()).toEqual(['Yes', 'No']);
  for (const language of ['fr', 'ar', 'de', 'es', 'ru', 'zh']) {
    await i18next.changeLanguage(language);
    expect(boxLabels()).toEqual([formatAnswer(true, undefined, language), formatAnswer(false, undefined, language)]);
  }
  await i18next.changeLanguage('fr');
  expect(boxLabels()).toEqual(['Oui', 'Non']);
  // RJSF's other strings still come from the site's texts.
  expect(rjsf('Add')).toBe('Ajouter');
  // A language only a form speaks (an editor's eighth): English, as the rest of the site's texts.
  await i18next.changeLanguage('it');
  expect(boxLabels()).toEqual(['Yes', 'No']);
});
