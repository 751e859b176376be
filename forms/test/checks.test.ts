import { describe, expect, it } from 'vitest';
import { checkDefinition, indiaEvisaFiles, type CheckError, type JsonSchema } from '../src/index.js';
import { now, optionalLanguages } from './helpers.js';

type Files = Record<string, JsonSchema>;

/** The shipped files with one change made by `edit`, checked. */
function check(edit: (files: Files) => void): CheckError[] {
  const files = structuredClone(optionalLanguages(indiaEvisaFiles)) as Files;
  edit(files);
  const result = checkDefinition(files, { now });
  expect(result.ok).toBe(result.errors.length === 0);
  return result.errors;
}

const properties = (files: Files, file: string) => files[file]!.properties as Record<string, JsonSchema>;
const defs = (files: Files) => files['lists/visa-services.json']!.$defs as Record<string, JsonSchema>;
const form = (files: Files) =>
  files['form.json'] as unknown as {
    steps: Array<Record<string, string>>;
    preview: { sections: Array<Record<string, unknown>>; hidden: string[] };
    fees: { visa: { codes: Record<string, unknown> } };
  };

describe('checkDefinition refuses', () => {
  it('a file outside the layout, and one that is not a JSON object', () => {
    expect(
      check((files) => {
        files['notes/readme.json'] = {};
        (files as Record<string, unknown>)['lists/ports.json'] = ['DELHI AIRPORT'];
      }),
    ).toEqual([
      { file: 'lists/ports.json', path: '', message: 'The file must hold a JSON object' },
      {
        file: 'notes/readme.json',
        path: '',
        message:
          'Not a file of a form definition: form.json, steps/<step>.schema.json, steps/<step>.ui.json, lists/<name>.json, fields/<name>.json or translations/<language>.json',
      },
    ]);
  });

  it('a definition without form.json', () => {
    expect(check((files) => delete files['form.json'])).toEqual([
      { file: 'form.json', path: '', message: 'form.json is missing: it lists the steps of the form' },
    ]);
  });

  it('a form.json with a wrong or unknown setting, naming the setting', () => {
    expect(
      check((files) => {
        form(files).steps[1]!.route = 'Apply2';
        (form(files).steps[2] as Record<string, unknown>).colour = 'blue';
      }),
    ).toEqual([
      { file: 'form.json', path: '/steps/1/route', message: 'route must match pattern "^/[A-Za-z0-9_-]+$"' },
      { file: 'form.json', path: '/steps/2', message: '"colour" is not a known setting here' },
    ]);
  });

  it('a step whose files do not exist, and two steps with one route', () => {
    expect(
      check((files) => {
        form(files).steps[6]!.uiSchema = 'steps/questions.ui.json';
        form(files).steps[5]!.route = '/Apply5';
      }),
    ).toEqual([
      { file: 'form.json', path: '/steps/5/route', message: 'Two steps have the route /Apply5' },
      { file: 'form.json', path: '/steps/6/uiSchema', message: 'steps/questions.ui.json does not exist' },
    ]);
  });

  it('a schema that breaks the JSON Schema meta-schema, and a uiSchema of the wrong shape', () => {
    expect(
      check((files) => {
        properties(files, 'steps/step1.schema.json').Surname!.maxLength = 'ten';
        files['steps/step2.ui.json']!['ui:order'] = 'Gender';
      }),
    ).toEqual([
      { file: 'steps/step1.schema.json', path: '/properties/Surname/maxLength', message: 'Not valid JSON Schema: maxLength must be integer' },
      { file: 'steps/step2.ui.json', path: '/ui:order', message: 'ui:order must be array' },
    ]);
  });

  it('a $ref to a file or a place that does not exist', () => {
    expect(
      check((files) => {
        properties(files, 'steps/step3.schema.json').Religion = { $ref: '../lists/religion.json', title: 'Religion' };
        properties(files, 'steps/step1.schema.json').Visa_Service!.$ref = '../lists/visa-services.json#/$defs/service';
      }),
    ).toEqual([
      {
        file: 'steps/step1.schema.json',
        path: '/properties/Visa_Service/$ref',
        message: '../lists/visa-services.json#/$defs/service refers to #/$defs/service of lists/visa-services.json, which has nothing there',
      },
      {
        file: 'steps/step3.schema.json',
        path: '/properties/Religion/$ref',
        message: '../lists/religion.json refers to lists/religion.json, which does not exist',
      },
    ]);
  });

  it('a derived list that removes a value its base does not have', () => {
    expect(check((files) => ((files['lists/countries-except-india.json']!.derive as { remove: string[] }).remove = ['BHARAT']))).toEqual([
      { file: 'lists/countries-except-india.json', path: '/derive', message: 'removes BHARAT, which lists/countries.json does not have' },
    ]);
  });

  it("a step that does not compile with the form's Ajv set-up: an unknown keyword, located, or format", () => {
    expect(check((files) => (properties(files, 'steps/step2.schema.json').Passport_Number!.titel = 'Passport'))).toEqual([
      {
        file: 'steps/step2.schema.json',
        path: '/properties/Passport_Number/titel',
        message: '"titel" is not a JSON Schema keyword the form knows (a typo?)',
      },
    ]);
    expect(check((files) => (properties(files, 'steps/step2.schema.json').Date_of_Issue!.format = 'datum'))).toEqual([
      { file: 'steps/step2.schema.json', path: '', message: 'Unknown format "datum": the form knows the formats "date" and "email"' },
    ]);
  });

  it('a pattern the linear-time engine cannot run (a backreference, a lookaround), at its place and in words', () => {
    expect(
      check((files) => {
        properties(files, 'steps/step2.schema.json').Visible_identification_marks!.pattern = '^(a)\\1$';
        properties(files, 'steps/step2.schema.json').Place_of_Issue!.pattern = '^(?!x)';
      }),
    ).toEqual([
      {
        file: 'steps/step2.schema.json',
        path: '/properties/Visible_identification_marks/pattern',
        message:
          'The pattern refers back to an earlier group (\\1): the server checks patterns in linear time and cannot run that. Write the pattern without it.',
      },
      {
        file: 'steps/step2.schema.json',
        path: '/properties/Place_of_Issue/pattern',
        message:
          'The pattern looks ahead or behind ((?!...): the server checks patterns in linear time and cannot run that. Write the pattern without it.',
      },
    ]);
  });

  it("a field shown only when it is itself answered ('I have changed my name' never appears again)", () => {
    const errors = check((files) => {
      const step2 = files['steps/step2.schema.json']!;
      const own = properties(files, 'steps/step2.schema.json');
      const shownByName = (step2.allOf as JsonSchema[])[0]!.then as JsonSchema;
      (shownByName.properties as Record<string, unknown>).have_you_prev_change_yourName = own.have_you_prev_change_yourName;
      delete own.have_you_prev_change_yourName;
    });
    expect(errors).toContainEqual({
      file: 'steps/step2.schema.json',
      path: '/allOf/0/if',
      message: expect.stringMatching(/is shown only when .* itself is answered: nobody could ever see it/),
    });
  });

  it('two fields each shown only when the other is answered', () => {
    const errors = check((files) => {
      const step3 = files['steps/step3.schema.json']!;
      const own = properties(files, 'steps/step3.schema.json');
      // The marital status now waits for the spouse's name, which waits for the marital status.
      (step3.allOf as JsonSchema[]).push({
        if: { properties: { spouse_Name: { minLength: 1 } }, required: ['spouse_Name'] },
        then: { properties: { Applicant_Marital_Status: own.Applicant_Marital_Status } },
      });
      delete own.Applicant_Marital_Status;
      step3.required = (step3.required as string[]).filter((name) => name !== 'Applicant_Marital_Status');
    });
    expect(errors).toContainEqual({
      file: 'steps/step3.schema.json',
      path: expect.any(String),
      message: expect.stringMatching(/^These questions wait for each other, so none of them is ever shown: .* -> .* -> .*\.$/),
    });
  });

  it('a condition on an answer its question does not have (a renamed entry), in a compound condition too', () => {
    const errors = check((files) => {
      const step3 = files['steps/step3.schema.json']!;
      const marital = (step3.allOf as JsonSchema[])[0]!;
      marital.if = {
        anyOf: [
          { properties: { Applicant_Marital_Status: { const: 'Married' } }, required: ['Applicant_Marital_Status'] },
          { properties: { Applicant_Marital_Status: { enum: ['WIDOWED', 'SINGLE'] } }, required: ['Applicant_Marital_Status'] },
        ],
      };
    });
    expect(errors).toEqual([
      {
        file: 'steps/step3.schema.json',
        path: '/allOf/0/if',
        message:
          'This condition compares Applicant\'s Marital Status with "Married", which is not one of its answers (renamed or removed?): pick one of its choices.',
      },
      {
        file: 'steps/step3.schema.json',
        path: '/allOf/0/if',
        message:
          'This condition compares Applicant\'s Marital Status with "WIDOWED", which is not one of its answers (renamed or removed?): pick one of its choices.',
      },
    ]);
  });

  it('a nationality the fee table has no fees for, at its place in the list', () => {
    const files = structuredClone(optionalLanguages(indiaEvisaFiles)) as Files;
    const nationalities = files['lists/nationalities.json']!.enum as string[];
    const feeCountries = [...nationalities];
    nationalities.push('ATLANTIS');
    expect(checkDefinition(files, { now, feeCountries }).errors).toEqual([
      {
        file: 'lists/nationalities.json',
        path: `/enum/${nationalities.length - 1}`,
        message: 'ATLANTIS has no fees yet, so its applicants could not pay (their fee would be none): add its amounts in Fees before publishing.',
      },
    ]);
  });

  it('a definition that drops the mark of the urgent choice, or marks a choice the form does not offer', () => {
    expect(check((files) => delete properties(files, 'steps/step1.schema.json').Application_Type!['x-role'])).toEqual([
      {
        file: 'steps/step1.schema.json',
        path: '/properties',
        message: expect.stringContaining('No answer is marked as the one that buys urgent processing ("x-role"'),
      },
    ]);
    expect(
      check((files) => {
        const types = files['lists/application-types.json']!.enum as string[];
        types[1] = 'Express Processing';
      }),
    ).toContainEqual({
      file: 'steps/step1.schema.json',
      path: '/properties/Application_Type/x-role/urgent/value',
      message:
        'The urgent choice is marked as "Urgent Processing", which Application Type does not offer (renamed?): mark the choice that buys urgent processing.',
    });
  });

  it('uiSchema entries that name no field, in list entries too, and orders and headers that name none', () => {
    expect(
      check((files) => {
        const ui = files['steps/step4.ui.json']!;
        ui.nowhere = { 'ui:widget': 'textarea' };
        (ui.saarc_countries as JsonSchema).items = { saarc_country: {}, saarc_visits: {} };
        (ui.Places_to_be_visited as JsonSchema) = { typo: {} };
        (ui['ui:order'] as string[]).splice(1, 0, 'Place_to_visit');
        ((ui['ui:options'] as JsonSchema).header as unknown[]).push('Surnames');
      }),
    ).toEqual([
      { file: 'steps/step4.ui.json', path: '/Places_to_be_visited/typo', message: 'typo is not a setting of Places_to_be_visited' },
      {
        file: 'steps/step4.ui.json',
        path: '/saarc_countries/items/saarc_visits',
        message: 'saarc_visits is not a field of this step (a uiSchema entry must name a property)',
      },
      { file: 'steps/step4.ui.json', path: '/nowhere', message: 'nowhere is not a field of this step (a uiSchema entry must name a property)' },
      { file: 'steps/step4.ui.json', path: '/ui:order/1', message: 'ui:order names Place_to_visit, which is not a field here' },
      { file: 'steps/step4.ui.json', path: '/ui:options/header/8', message: 'The header names Surnames, which no step has' },
    ]);
  });

  it('a required field without a message', () => {
    expect(check((files) => delete ((files['steps/step2.schema.json']!.errorMessage as JsonSchema).required as JsonSchema).Religion)).toEqual([
      {
        file: 'steps/step2.schema.json',
        path: '/required/4',
        message: 'Religion is required but has no message: add it under errorMessage.required',
      },
    ]);
  });

  it('removing a field the server reads, or changing its type, upload kind or step', () => {
    expect(check((files) => delete properties(files, 'steps/step2.schema.json').Passport_Number)).toContainEqual({
      file: 'steps/step1.schema.json',
      path: '/properties',
      message: 'Passport_Number is missing: staff search by it. Put the field back.',
    });
    expect(
      check((files) => (properties(files, 'steps/step1.schema.json').date_of_Birth = { $ref: '../fields/text.json', title: 'Date of Birth' })),
    ).toContainEqual({
      file: 'steps/step1.schema.json',
      path: '/properties/date_of_Birth',
      message: 'date_of_Birth must keep the format "date": it identifies the applicant',
    });
    expect(
      check((files) => (properties(files, 'steps/security.schema.json').question_three = { type: 'string', title: 'Q3', maxLength: 10 })),
    ).toContainEqual({
      file: 'steps/security.schema.json',
      path: '/properties/question_three',
      message: 'question_three must stay a yes/no question: it is one of the six security questions',
    });
    expect(check((files) => (properties(files, 'steps/step5.schema.json').image!.$ref = '../fields/document.json'))).toContainEqual({
      file: 'steps/step5.schema.json',
      path: '/properties/image',
      message: 'image must stay an upload of a photo ("upload": "photo"): the photograph is checked and shown to staff',
    });
    expect(
      check((files) => {
        properties(files, 'steps/step2.schema.json').Surname = properties(files, 'steps/step1.schema.json').Surname!;
        delete properties(files, 'steps/step1.schema.json').Surname;
        (files['steps/step1.schema.json']!.required as string[]).splice(2, 1);
        delete ((files['steps/step1.schema.json']!.errorMessage as JsonSchema).required as JsonSchema).Surname;
        (files['steps/step1.ui.json']!['ui:order'] as string[]).splice(2, 1);
        delete files['steps/step1.ui.json']!.Surname;
      }),
    ).toContainEqual({
      file: 'steps/step2.schema.json',
      path: '/properties/Surname',
      message: 'Surname must be asked on the first step (step1): e-mails greet the applicant and staff search by it',
    });
  });

  it("a field named like one the API gives every application beside its answers ('fee', 'language')", () => {
    const errors = check((files) => {
      properties(files, 'steps/step1.schema.json').fee = { $ref: '../fields/text.json', title: 'What you expect to pay' };
      properties(files, 'steps/step2.schema.json').language = { $ref: '../fields/text.json', title: 'Languages spoken' };
    });
    const reserved = 'sku_id, payment_status, form_version, language, fee, saved_at, incomplete_steps, correction, review_stage';
    expect(errors).toEqual([
      {
        file: 'steps/step1.schema.json',
        path: '/properties/fee',
        message: `fee is a name the API gives a field of its own beside the answers, which would hide this one: name it otherwise (not ${reserved})`,
      },
      {
        file: 'steps/step2.schema.json',
        path: '/properties/language',
        message: `language is a name the API gives a field of its own beside the answers, which would hide this one: name it otherwise (not ${reserved})`,
      },
    ]);
  });

  it('a Preview layout that names a field or a step the form does not have, or a field twice', () => {
    expect(
      check((files) => {
        const { sections, hidden } = form(files).preview;
        (sections[0]!.fields as string[]).push('Nickname', 'Passport_Number', 'ConfirmEmail');
        sections[9]!.rest = ['step44'];
        sections[9]!.title = 'Details of {purpose}';
        hidden.push('Email_again');
      }),
    ).toEqual([
      { file: 'form.json', path: '/preview/hidden/2', message: 'The Preview hides Email_again, which no step has' },
      { file: 'form.json', path: '/preview/sections/0/fields/22', message: 'The Preview names Nickname, which no step has' },
      {
        file: 'form.json',
        path: '/preview/sections/0/fields/24',
        message: 'ConfirmEmail is hidden from the Preview ("hidden"): show it or hide it, not both',
      },
      {
        file: 'form.json',
        path: '/preview/sections/1/fields/1',
        message: 'Passport_Number is already shown at /preview/sections/0/fields/23: a field has one place on the Preview',
      },
      { file: 'form.json', path: '/preview/sections/9/title', message: 'The title names {purpose}, which no step has' },
      { file: 'form.json', path: '/preview/sections/9/rest/0', message: 'rest names the step step44, which the form does not have' },
    ]);
  });

  it('a visa service without a fee code, a fee code for a choice the form does not offer, and a fee decided by a free text', () => {
    expect(
      check((files) => {
        (defs(files).services!.enum as string[]).push('eSTUDENT VISA');
        form(files).fees.visa.codes['eFILM VISA'] = 'eFilm';
      }),
    ).toEqual([
      { file: 'form.json', path: '/fees/visa/codes/eFILM VISA', message: 'Visa_Service has no choice "eFILM VISA"' },
      {
        file: 'form.json',
        path: '/fees/visa/codes',
        message: 'Visa Service "eSTUDENT VISA" has no fee code: add one (e.g. "eSTUDENT VISA": "eVisaCode")',
      },
    ]);
    expect(check((files) => (form(files).fees.visa.codes['eTOURIST VISA'] = { field: 'Places_to_be_visited', codes: {} }))).toEqual([
      {
        file: 'form.json',
        path: '/fees/visa/codes/eTOURIST VISA/field',
        message: 'Places_to_be_visited is not a choice from a list: only a choice can decide a fee',
      },
    ]);
  });

  it('a change the shipped sample applications no longer pass, naming them and the rule', () => {
    expect(check((files) => (defs(files)['purposes-business']!.enum as string[]).pop())).toEqual([
      {
        file: 'steps/step1.schema.json',
        path: '/allOf/1/then/properties/sub_Visa_Service',
        message:
          'The sample application for eBUSINESS VISA / To Join a Vessel no longer passes: Purpose of visit: "Please choose a purpose from the list"',
      },
    ]);
    expect(
      check(
        (files) => (properties(files, 'steps/step3.schema.json').Father_Name = { $ref: '../fields/text.json', title: "Father's Name", maxLength: 5 }),
      ),
    ).toEqual([
      {
        file: 'steps/step3.schema.json',
        path: '/properties/Father_Name',
        message: expect.stringMatching(
          /^The sample applications for eTOURIST VISA \/ 30 Days \/ Tourism\/Recreation\/Sight-seeing; .+ and 28 more no longer pass: Father's Name: "must NOT have more than 5 characters"$/,
        ),
      },
    ]);
  });
});

describe('checkDefinition accepts', () => {
  it('the shipped definition', () => {
    expect(checkDefinition(indiaEvisaFiles, { now })).toMatchObject({ ok: true, errors: [] });
  });

  it('a new optional field and a new nationality, and a new required question the samples do not answer yet', () => {
    expect(
      check((files) => {
        properties(files, 'steps/step1.schema.json').Hotel_name = { $ref: '../fields/text.json', title: 'Hotel name' };
        (files['lists/nationalities.json']!.enum as string[]).push('ATLANTIS');
        properties(files, 'steps/step2.schema.json').Blood_group = { $ref: '../fields/text.json', title: 'Blood group' };
        (files['steps/step2.schema.json']!.required as string[]).push('Blood_group');
        ((files['steps/step2.schema.json']!.errorMessage as JsonSchema).required as JsonSchema).Blood_group = 'Blood group is required.';
      }),
    ).toEqual([]);
  });
});
