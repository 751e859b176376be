import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';

// RJSF's own words ('Add', 'Remove', 'Yes', 'No' ...) by the name of their TranslatableString ('AddButton').
const NAMES = new Map<string, string>(Object.entries(TranslatableString).map(([name, english]) => [english, name]));

/**
 * An RJSF translateString that words RJSF's own strings through the host's texts: `wordsFor('AddButton')` gives
 * them in the reader's language (with %1-style placeholders), undefined where the host has none (RJSF's English).
 */
export function rjsfTranslator(wordsFor: (name: string) => string | undefined) {
  return (string: TranslatableString, params?: string[]): string => {
    const words = wordsFor(NAMES.get(string) ?? '');
    return words === undefined ? englishStringTranslator(string, params) : replaceStringParameters(words, params);
  };
}
