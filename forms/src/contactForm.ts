import form from '../contact/form.json' with { type: 'json' };
import schema from '../contact/steps/contact.schema.json' with { type: 'json' };
import uiSchema from '../contact/steps/contact.ui.json' with { type: 'json' };
import translationFr from '../contact/translations/fr.json' with { type: 'json' };
import translationAr from '../contact/translations/ar.json' with { type: 'json' };
import translationDe from '../contact/translations/de.json' with { type: 'json' };
import translationEs from '../contact/translations/es.json' with { type: 'json' };
import translationRu from '../contact/translations/ru.json' with { type: 'json' };
import translationZh from '../contact/translations/zh.json' with { type: 'json' };
import email from '../india-evisa/fields/email.json' with { type: 'json' };
import countries from '../india-evisa/lists/countries.json' with { type: 'json' };
import { translationFiles } from './translations/translationFiles.js';

/**
 * The files of the shipped Contact Us form (spec part 1), laid out as any definition: stored at start-up like the
 * application form, then editors' to change. Its e-mail field type and country list are the application form's
 * shipped files, so both forms spell and check them alike.
 */
export const contactFormFiles: Record<string, unknown> = {
  'form.json': form,
  'steps/contact.schema.json': schema,
  'steps/contact.ui.json': uiSchema,
  'fields/email.json': email,
  'lists/countries.json': countries,
  ...translationFiles({ fr: translationFr, ar: translationAr, de: translationDe, es: translationEs, ru: translationRu, zh: translationZh }),
};
