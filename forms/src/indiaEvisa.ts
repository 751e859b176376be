import form from '../india-evisa/form.json' with { type: 'json' };
import step1Schema from '../india-evisa/steps/step1.schema.json' with { type: 'json' };
import step1Ui from '../india-evisa/steps/step1.ui.json' with { type: 'json' };
import step2Schema from '../india-evisa/steps/step2.schema.json' with { type: 'json' };
import step2Ui from '../india-evisa/steps/step2.ui.json' with { type: 'json' };
import step3Schema from '../india-evisa/steps/step3.schema.json' with { type: 'json' };
import step3Ui from '../india-evisa/steps/step3.ui.json' with { type: 'json' };
import step4Schema from '../india-evisa/steps/step4.schema.json' with { type: 'json' };
import step4Ui from '../india-evisa/steps/step4.ui.json' with { type: 'json' };
import step5Schema from '../india-evisa/steps/step5.schema.json' with { type: 'json' };
import step5Ui from '../india-evisa/steps/step5.ui.json' with { type: 'json' };
import step6Schema from '../india-evisa/steps/step6.schema.json' with { type: 'json' };
import step6Ui from '../india-evisa/steps/step6.ui.json' with { type: 'json' };
import securitySchema from '../india-evisa/steps/security.schema.json' with { type: 'json' };
import securityUi from '../india-evisa/steps/security.ui.json' with { type: 'json' };
import applicationTypes from '../india-evisa/lists/application-types.json' with { type: 'json' };
import countries from '../india-evisa/lists/countries.json' with { type: 'json' };
import countriesExceptIndia from '../india-evisa/lists/countries-except-india.json' with { type: 'json' };
import genders from '../india-evisa/lists/genders.json' with { type: 'json' };
import maritalStatuses from '../india-evisa/lists/marital-statuses.json' with { type: 'json' };
import nationalities from '../india-evisa/lists/nationalities.json' with { type: 'json' };
import nationalityAcquisition from '../india-evisa/lists/nationality-acquisition.json' with { type: 'json' };
import occupations from '../india-evisa/lists/occupations.json' with { type: 'json' };
import passportTypes from '../india-evisa/lists/passport-types.json' with { type: 'json' };
import ports from '../india-evisa/lists/ports.json' with { type: 'json' };
import qualifications from '../india-evisa/lists/qualifications.json' with { type: 'json' };
import religions from '../india-evisa/lists/religions.json' with { type: 'json' };
import saarcCountries from '../india-evisa/lists/saarc-countries.json' with { type: 'json' };
import saarcYears from '../india-evisa/lists/saarc-years.json' with { type: 'json' };
import visaServices from '../india-evisa/lists/visa-services.json' with { type: 'json' };
import uploadedDocument from '../india-evisa/fields/document.json' with { type: 'json' };
import email from '../india-evisa/fields/email.json' with { type: 'json' };
import longText from '../india-evisa/fields/long-text.json' with { type: 'json' };
import phone from '../india-evisa/fields/phone.json' with { type: 'json' };
import personName from '../india-evisa/fields/person-name.json' with { type: 'json' };
import photo from '../india-evisa/fields/photo.json' with { type: 'json' };
import pincode from '../india-evisa/fields/pincode.json' with { type: 'json' };
import postalCode from '../india-evisa/fields/postal-code.json' with { type: 'json' };
import text from '../india-evisa/fields/text.json' with { type: 'json' };
import website from '../india-evisa/fields/website.json' with { type: 'json' };
import yesNo from '../india-evisa/fields/yes-no.json' with { type: 'json' };
import translationFr from '../india-evisa/translations/fr.json' with { type: 'json' };
import translationAr from '../india-evisa/translations/ar.json' with { type: 'json' };
import translationDe from '../india-evisa/translations/de.json' with { type: 'json' };
import translationEs from '../india-evisa/translations/es.json' with { type: 'json' };
import translationRu from '../india-evisa/translations/ru.json' with { type: 'json' };
import translationZh from '../india-evisa/translations/zh.json' with { type: 'json' };
import { translationFiles } from './translations/translationFiles.js';
import { buildDefinition } from './buildDefinition.js';

/** The files of the shipped India e-Visa definition, by their path inside `india-evisa/`. */
export const indiaEvisaFiles: Record<string, unknown> = {
  'form.json': form,
  'steps/step1.schema.json': step1Schema,
  'steps/step1.ui.json': step1Ui,
  'steps/step2.schema.json': step2Schema,
  'steps/step2.ui.json': step2Ui,
  'steps/step3.schema.json': step3Schema,
  'steps/step3.ui.json': step3Ui,
  'steps/step4.schema.json': step4Schema,
  'steps/step4.ui.json': step4Ui,
  'steps/step5.schema.json': step5Schema,
  'steps/step5.ui.json': step5Ui,
  'steps/step6.schema.json': step6Schema,
  'steps/step6.ui.json': step6Ui,
  'steps/security.schema.json': securitySchema,
  'steps/security.ui.json': securityUi,
  'lists/application-types.json': applicationTypes,
  'lists/countries.json': countries,
  'lists/countries-except-india.json': countriesExceptIndia,
  'lists/genders.json': genders,
  'lists/marital-statuses.json': maritalStatuses,
  'lists/nationalities.json': nationalities,
  'lists/nationality-acquisition.json': nationalityAcquisition,
  'lists/occupations.json': occupations,
  'lists/passport-types.json': passportTypes,
  'lists/ports.json': ports,
  'lists/qualifications.json': qualifications,
  'lists/religions.json': religions,
  'lists/saarc-countries.json': saarcCountries,
  'lists/saarc-years.json': saarcYears,
  'lists/visa-services.json': visaServices,
  'fields/document.json': uploadedDocument,
  'fields/email.json': email,
  'fields/long-text.json': longText,
  'fields/phone.json': phone,
  'fields/person-name.json': personName,
  'fields/photo.json': photo,
  'fields/pincode.json': pincode,
  'fields/postal-code.json': postalCode,
  'fields/text.json': text,
  'fields/website.json': website,
  'fields/yes-no.json': yesNo,
  ...translationFiles({ fr: translationFr, ar: translationAr, de: translationDe, es: translationEs, ru: translationRu, zh: translationZh }),
};

export const indiaEvisa = buildDefinition(indiaEvisaFiles);
