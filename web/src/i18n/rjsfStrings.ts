import { rjsfTranslator } from '@evisa/form-ui';
import { i18next } from './i18n';

/** RJSF's own strings ('Add', 'Remove', 'Yes' ...) in the applicant's language: `rjsf.<name>` of the site's texts. */
export const translateRjsfString = rjsfTranslator((name) => (name && i18next.exists(`rjsf.${name}`) ? i18next.t(`rjsf.${name}`) : undefined));
