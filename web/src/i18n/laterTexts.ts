// The later pages' English texts (textGroups.ts), added to the site's texts when the first module that shows them
// loads: each such module imports this one, so the texts are there before it renders.
import { SOURCE_LANGUAGE } from '@evisa/forms/languages';
import later from 'virtual:english-texts/later';
import { i18next } from './i18n';

i18next.addResourceBundle(SOURCE_LANGUAGE, 'translation', later, true, false);
