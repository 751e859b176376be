import form from '../india-evisa/form.json' with { type: 'json' };
import step1Schema from '../india-evisa/steps/step1.schema.json' with { type: 'json' };
import step1Ui from '../india-evisa/steps/step1.ui.json' with { type: 'json' };
import applicationTypes from '../india-evisa/lists/application-types.json' with { type: 'json' };
import nationalities from '../india-evisa/lists/nationalities.json' with { type: 'json' };
import passportTypes from '../india-evisa/lists/passport-types.json' with { type: 'json' };
import ports from '../india-evisa/lists/ports.json' with { type: 'json' };
import visaServices from '../india-evisa/lists/visa-services.json' with { type: 'json' };
import { buildDefinition } from './buildDefinition.js';

/** The files of the shipped India e-Visa definition, by their path inside `india-evisa/`. */
export const indiaEvisaFiles: Record<string, unknown> = {
  'form.json': form,
  'steps/step1.schema.json': step1Schema,
  'steps/step1.ui.json': step1Ui,
  'lists/application-types.json': applicationTypes,
  'lists/nationalities.json': nationalities,
  'lists/passport-types.json': passportTypes,
  'lists/ports.json': ports,
  'lists/visa-services.json': visaServices,
};

export const indiaEvisa = buildDefinition(indiaEvisaFiles);
