import { rjsfTranslator } from '@evisa/form-ui';
import { yesNoWord } from '@evisa/forms/browser';
import { i18next } from './i18n';

/**
 * RJSF's own strings ('Add', 'Remove', 'Yes' ...) in the applicant's language: `rjsf.<name>` of the site's texts, but
 * a box's Yes and No, which are the words its answer is later shown in (formatAnswer's), written once in @evisa/forms.
 */
export const translateRjsfString = rjsfTranslator((name) => {
  if (name === 'YesLabel' || name === 'NoLabel') return yesNoWord(name === 'YesLabel', i18next.language);
  return name && i18next.exists(`rjsf.${name}`) ? i18next.t(`rjsf.${name}`) : undefined;
});
