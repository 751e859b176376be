import { describe, expect, it } from 'vitest';
import {
  addLanguage,
  buildDefinition,
  importTranslationsCsv,
  removeLanguage,
  setLanguageRequired,
  setTranslation,
  translationsCsv,
  checkDefinition,
  checkTranslations,
  ENGLISH_TEXTS,
  indiaEvisa,
  indiaEvisaFiles,
  localizeDefinition,
  moveField,
  placeholdersOf,
  queryForm,
  translatableTexts,
  translateFieldErrors,
  type Catalogue,
  type JsonSchema,
} from '../src/index.js';
import { errorsOf, now } from './helpers.js';

const catalogue = (language: string): Catalogue => indiaEvisaFiles[`translations/${language}.json`] as Catalogue;
const english = new Map(translatableTexts(indiaEvisa).map((text) => [text.key, text.english]));

describe('translatableTexts', () => {
  it('names every text of the form by a key derived from the definition, with its English', () => {
    expect(english.get('form.title')).toBe('e-Visa Application');
    expect(english.get('step.step2.submit')).toBe('Submit and Next');
    expect(english.get('field.Surname.title')).toBe('Surname (exactly as in passport)');
    expect(english.get('field.Surname.required')).toBe('Surname is required');
    expect(english.get('field.Surname.error.pattern')).toMatch(/^Surname: please use the Latin letters/);
    expect(english.get('field.Passport_Type.placeholder')).toBe('Select passport type');
    expect(english.get('field.Gender.choice.TRANSGANGER')).toBe('Transgender');
    expect(english.get('list.occupations.STUDENT')).toBe('STUDENT');
    expect(english.get('field.saarc_countries.saarc_country.title')).toBe('Country');
    expect(english.get('step.security.declaration')).toContain('{Given_Name} {Surname}');
    expect(english.get('preview.Details of {sub_Visa_Service}')).toBe('Details of {sub_Visa_Service}');
    expect(english.get('type.text.error.maxLength')).toBe('Please use at most 100 characters');
  });

  it('leaves out what needs no catalogue: countries (named by CLDR) and numbers (the SAARC years)', () => {
    const keys = [...english.keys()];
    expect(keys.some((key) => key.includes('FRANCE'))).toBe(false);
    expect(keys.some((key) => key.startsWith('list.saarc-years.') && !key.includes('.error.'))).toBe(false);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps its keys when the form is rearranged (a field moved)', () => {
    const moved = buildDefinition(moveField(indiaEvisaFiles, 'step1', 'Surname', 0));
    expect(
      translatableTexts(moved)
        .map((text) => text.key)
        .sort(),
    ).toEqual([...english.keys()].sort());
  });
});

describe('localizeDefinition', () => {
  const french = localizeDefinition(indiaEvisa, catalogue('fr'));
  const form = queryForm(french);

  it('gives every text in the language and keeps what is stored and validated', () => {
    expect(french.language).toBe('fr');
    expect(french.untranslated).toEqual([]);
    expect(french.title).toBe("Demande d'e-Visa");
    expect(form.field('Surname')?.title).toBe('Nom (exactement comme sur le passeport)');
    expect(form.step('step2').submitLabel).toBe('Valider et continuer');
    french.steps.forEach((step, index) => expect(step.schema).toBe(indiaEvisa.steps[index]!.schema));
    const values = (name: string) => form.field(name)?.choices?.map((choice) => choice.value);
    expect(values('Nationality')).toEqual(
      queryForm(indiaEvisa)
        .field('Nationality')
        ?.choices?.map((choice) => choice.value),
    );
    expect(values('Gender')).toEqual(['MALE', 'FEMALE', 'TRANSGANGER']);
  });

  it('names countries from CLDR by their ISO code and list entries from the catalogue, by value', () => {
    const label = (name: string, value: string) => form.field(name)?.choices?.find((choice) => choice.value === value)?.label;
    expect(label('Nationality', 'GERMANY')).toBe('Allemagne');
    expect(label('Nationality', 'USA')).toBe('États-Unis');
    expect(label('Gender', 'TRANSGANGER')).toBe('Transgenre');
    expect(label('applicant_Present_Occupation', 'STUDENT')).toBe('ÉTUDIANT');
    expect(localizeDefinition(indiaEvisa, catalogue('ar')).steps[0]!.uiSchema.Nationality).toMatchObject({
      'ui:enumNames': expect.arrayContaining(['ألمانيا']),
    });
  });

  it('translates the messages, for the same fields and rules', () => {
    const errors = errorsOf('step1', { Surname: undefined, Email: 'not-an-email' });
    const translated = translateFieldErrors(errors, french.messages);
    expect(translated.map((error) => error.field)).toEqual(errors.map((error) => error.field));
    expect(translated.find((error) => error.field === 'Surname')?.message).toBe('Le nom est obligatoire');
    expect(translated.find((error) => error.field === 'Email')?.message).toBe("Format d'e-mail non valide");
    expect(french.steps[0]!.messages).toBe(french.messages);
  });

  it('shows a missing text in English, marked, and an English or absent catalogue gives the definition itself', () => {
    const partial = localizeDefinition(indiaEvisa, { language: 'de', texts: { 'field.Surname.help': 'x', 'field.Given_Name.title': 'Vorname(n)' } });
    const ui = partial.steps[0]!.uiSchema as Record<string, JsonSchema>;
    expect(queryForm(partial).field('Surname')?.title).toBe('Surname (exactly as in passport)');
    expect(ui.Surname![ENGLISH_TEXTS]).toEqual(['title']);
    expect(ui.Given_Name!['ui:title']).toBe('Vorname(n)');
    expect(ui.Given_Name![ENGLISH_TEXTS]).toBeUndefined();
    expect(partial.untranslated).toContain('field.Surname.title');
    expect(localizeDefinition(indiaEvisa, { language: 'en', texts: {} })).toBe(indiaEvisa);
    expect(localizeDefinition(indiaEvisa, undefined)).toBe(indiaEvisa);
    expect(indiaEvisa.steps[0]!.uiSchema.Surname).not.toHaveProperty('ui:title');
  });
});

describe('the translation checks', () => {
  const withCatalogue = (language: string, texts: Record<string, string>, files: Record<string, unknown> = indiaEvisaFiles) => ({
    ...files,
    [`translations/${language}.json`]: { language, texts },
  });
  const { 'field.Surname.title': _dropped, ...frenchWithoutOne } = catalogue('fr').texts;

  it('report each language’s completeness; every shipped language is required and complete', () => {
    const { errors, languages } = checkTranslations(indiaEvisaFiles, indiaEvisa);
    expect(errors).toEqual([]);
    expect(languages.map(({ code, required }) => [code, required])).toEqual([
      ['fr', true],
      ['ar', true],
      ['de', true],
      ['es', true],
      ['ru', true],
      ['zh', true],
    ]);
    for (const language of languages.filter((candidate) => candidate.required)) expect(language.translated).toBe(language.total);
  });

  it('refuse a required language missing a text, saying which in the editor’s words', () => {
    const { errors, languages } = checkTranslations(withCatalogue('fr', frenchWithoutOne), indiaEvisa);
    expect(errors).toEqual([
      {
        file: 'translations/fr.json',
        path: '/texts/field.Surname.title',
        message: 'French is required: “e-Visa Application › Surname (exactly as in passport)” is not translated (“Surname (exactly as in passport)”)',
      },
    ]);
    expect(languages[0]).toMatchObject({ code: 'fr', name: 'French', translated: languages[0]!.total - 1 });
    expect(languages[0]!.missing).toEqual([
      { key: 'field.Surname.title', english: 'Surname (exactly as in passport)', where: 'e-Visa Application › Surname (exactly as in passport)' },
    ]);
  });

  it('let an optional language go live partly translated', () => {
    const withPortuguese = addLanguage(indiaEvisaFiles, 'pt');
    const { errors, languages } = checkTranslations(
      withCatalogue('pt', { 'field.Surname.title': 'Apelido (como no passaporte)' }, withPortuguese),
      indiaEvisa,
    );
    expect(errors).toEqual([]);
    expect(languages.find((language) => language.code === 'pt')).toMatchObject({ translated: 1, required: false });
  });

  it('refuse a translation that drops or adds a placeholder', () => {
    const texts = { ...catalogue('fr').texts, 'step.security.declaration': 'Je soussigné(e), {Given_Name}, déclare…' };
    const { errors } = checkTranslations(withCatalogue('fr', texts), indiaEvisa);
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'translations/fr.json',
        path: '/texts/step.security.declaration',
        message: expect.stringContaining('{Given_Name} {Surname}'),
      }),
    ]);
    expect(placeholdersOf('Hello ${name} {{count}} {Given_Name}')).toEqual(['${name}', '{Given_Name}', '{{count}}']);
  });

  it('refuse a catalogue of a language form.json does not offer, and a code that is no language', () => {
    const manifest = indiaEvisaFiles['form.json'] as JsonSchema;
    const files = withCatalogue(
      'pt',
      { 'form.title': 'Pedido de e-Visa' },
      {
        ...indiaEvisaFiles,
        'form.json': { ...manifest, languages: [...(manifest.languages as unknown[]), { code: 'qq', required: false }] },
      },
    );
    const messages = checkTranslations(files, indiaEvisa).errors.map((error) => `${error.file} ${error.path} ${error.message}`);
    expect(messages).toEqual([
      'form.json /languages/6/code “qq” is not a language code (ISO 639, such as pt for Portuguese)',
      'translations/pt.json  Portuguese is not among the languages form.json offers: add it there or remove this file',
    ]);
  });

  it('are part of the checks before publishing', () => {
    const result = checkDefinition(withCatalogue('fr', frenchWithoutOne), { now });
    expect(result.ok).toBe(false);
    expect(result.errors.map((error) => error.path)).toEqual(['/texts/field.Surname.title']);
  });
});

describe('editing translations', () => {
  it('adds a language by its code, empty (English shows), and refuses one that is no language or offered already', () => {
    const files = addLanguage(indiaEvisaFiles, 'pt');
    expect((files['form.json'] as JsonSchema).languages).toContainEqual({ code: 'pt', required: false });
    expect(files['translations/pt.json']).toEqual({ language: 'pt', texts: {} });
    expect(() => addLanguage(files, 'pt')).toThrow('already translated into Portuguese');
    expect(() => addLanguage(files, 'zz')).toThrow('is not a language code');
    expect(() => addLanguage(files, 'en')).toThrow('English is the form’s own language');
    expect(indiaEvisaFiles['translations/pt.json']).toBeUndefined();
    const removed = removeLanguage(files, 'pt');
    expect(removed['translations/pt.json']).toBeUndefined();
    expect(setLanguageRequired(files, 'pt', true)['form.json']).toMatchObject({
      languages: expect.arrayContaining([{ code: 'pt', required: true }]),
    });
  });

  it('sets one text, keeping its placeholders, and an empty text removes it', () => {
    const files = setTranslation(addLanguage(indiaEvisaFiles, 'pt'), 'pt', 'field.Surname.title', ' Apelido (exatamente como no passaporte) ');
    expect((files['translations/pt.json'] as Catalogue).texts).toEqual({ 'field.Surname.title': 'Apelido (exatamente como no passaporte)' });
    expect(() => setTranslation(files, 'pt', 'step.security.declaration', 'Eu declaro…')).toThrow('{Given_Name} {Surname}');
    expect(() => setTranslation(files, 'pt', 'field.Nickname.title', 'Alcunha')).toThrow('has no text');
    expect(() => setTranslation(files, 'ja', 'field.Surname.title', '姓')).toThrow('not translated into Japanese');
    expect((setTranslation(files, 'pt', 'field.Surname.title', '')['translations/pt.json'] as Catalogue).texts).toEqual({});
  });

  it('exports a language as CSV for a translator and imports it back, saying what changed', () => {
    const files = addLanguage(indiaEvisaFiles, 'pt');
    const csv = translationsCsv(files, 'pt');
    const [header, first] = csv.split('\r\n');
    expect(header).toBe('"key","English","pt"');
    expect(first).toBe('"form.title","e-Visa Application",""');
    const translated = csv
      .replace('"form.title","e-Visa Application",""', '"form.title","e-Visa Application","Pedido de e-Visto"')
      .replace(
        '"field.Surname.title","Surname (exactly as in passport)",""',
        '"field.Surname.title","Surname (exactly as in passport)","Apelido, ""como no passaporte"""',
      );
    const result = importTranslationsCsv(files, 'pt', translated);
    expect(result.changes).toEqual([
      { key: 'form.title', where: 'Form title', after: 'Pedido de e-Visto' },
      { key: 'field.Surname.title', where: 'e-Visa Application › Surname (exactly as in passport)', after: 'Apelido, "como no passaporte"' },
    ]);
    expect(result.unchanged).toBe(translatableTexts(indiaEvisa).length - 2);
    expect(localizeDefinition(buildDefinition(result.files), result.files['translations/pt.json'] as Catalogue).title).toBe('Pedido de e-Visto');
  });

  it('refuses an import that is not such a file, or breaks a placeholder, as a whole', () => {
    const files = addLanguage(indiaEvisaFiles, 'pt');
    expect(() => importTranslationsCsv(files, 'pt', 'key,English,fr\nform.title,e-Visa Application,Demande')).toThrow('has no column “pt”');
    expect(() => importTranslationsCsv(files, 'pt', 'name,English,pt\n')).toThrow('must name the columns');
    expect(() =>
      importTranslationsCsv(files, 'pt', 'key,English,pt\nform.title,e-Visa Application,Pedido\nfield.Nickname.title,Nickname,Alcunha'),
    ).toThrow('Nothing was imported: row 3: the form has no text “field.Nickname.title”');
    expect(() => importTranslationsCsv(files, 'pt', 'key,English,pt\nstep.security.declaration,x,Eu declaro')).toThrow('{Given_Name} {Surname}');
  });
});
