import { DEFINITION_FILES, VERSION_NOTE_MAX } from '@evisa/forms';
import { declareBody, declareFailure, exactObject, listOf } from '../contract/contract.js';
import { DEFINITION_STATUSES } from './form-definition.entity.js';
import { declareListQuery, formFilter, ID_FILTER } from '../common/list-query.js';

const dateTime = { type: 'string', format: 'date-time' } as const;

const note = {
  type: ['string', 'null'],
  maxLength: VERSION_NOTE_MAX,
  description: "For the log: what the version changes (spaces around it are dropped; empty or null: the version's own)",
  examples: ['Adds the question about previous visits'],
  errorMessage: { type: 'note must be text', maxLength: `note must be at most ${VERSION_NOTE_MAX} characters` },
} as const;

const FILES_MESSAGE = `files must be an object of path -> JSON object (${DEFINITION_FILES})`;

/**
 * A version's source files: path -> JSON object, laid out as forms/india-evisa. Each file is free-form here: the
 * checks before publishing (forms' checkDefinition) say whether they make a valid form.
 */
const files = {
  type: 'object',
  minProperties: 1,
  additionalProperties: { type: 'object', additionalProperties: true, errorMessage: 'must hold a JSON object' },
  description: `Path -> JSON object; the paths: ${DEFINITION_FILES}`,
  errorMessage: { type: FILES_MESSAGE, minProperties: FILES_MESSAGE },
} as const;

/** A version as the console lists it: status, note, who and when. */
export const FormDefinitionSummary = declareBody(
  'FormDefinitionSummary',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    form_id: { type: 'string', examples: ['india-evisa'] },
    version: { type: 'integer', minimum: 1 },
    status: { enum: DEFINITION_STATUSES, description: 'One version of a form is published; the ones published before it are archived' },
    note: { type: 'string' },
    shipped: { type: 'boolean', description: 'Stored from forms/ at start-up rather than made in the console' },
    created_by: { type: ['string', 'null'], description: "The editor's e-mail; null for a shipped version" },
    created_at: dateTime,
    updated_at: dateTime,
    published_at: { ...dateTime, type: ['string', 'null'] },
  }),
);

const revision = {
  type: 'integer',
  minimum: 1,
  description:
    "The number of saves of this version; a draft save names the one it edited (If-Match, or here) and is refused when it is not the draft's",
} as const;

/** A version published after the one a draft was made from. */
const PublishedSince = declareBody(
  'PublishedSince',
  exactObject({
    version: { type: 'integer', minimum: 1 },
    published_at: dateTime,
    published_by: { type: ['string', 'null'] },
  }),
);

/** One version with its files, and what they build to (definition and hash; null while a draft does not build). */
export const FormDefinitionRecord = declareBody('FormDefinitionRecord', {
  type: 'object',
  required: [
    ...FormDefinitionSummary.schema.required,
    'files',
    'definition',
    'hash',
    'published_by',
    'revision',
    'updated_by',
    'base_version',
    'published_since',
  ],
  properties: {
    ...FormDefinitionSummary.schema.properties,
    revision,
    updated_by: { type: ['string', 'null'], description: 'Who saved it last; null until saved after it was made' },
    base_version: { type: ['integer', 'null'], description: 'The version a draft was made from; null for a shipped version' },
    published_since: {
      type: 'array',
      items: PublishedSince.schema,
      description:
        'For a draft: the versions published after its base version, oldest first (empty when none). Publishing the draft would replace them: compare first',
    },
    files,
    definition: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'The definition the files build to, with this version number, as GET /api/forms/{formId} serves a published one',
    },
    hash: { type: ['string', 'null'], description: "The files' content hash; it names the build's validators" },
    published_by: { type: ['string', 'null'] },
  },
  additionalProperties: false,
});

/** A problem the checks before publishing found: the file, a JSON pointer inside it, and what is wrong. */
const DefinitionCheckError = declareBody(
  'DefinitionCheckError',
  exactObject({
    file: { type: 'string', examples: ['steps/step1.schema.json'] },
    path: { type: 'string', examples: ['/properties/Given_Name'] },
    message: { type: 'string' },
  }),
);

/** How far one language the version offers is translated (forms/src/translations/checkTranslations.ts). */
const LanguageCompleteness = declareBody(
  'LanguageCompleteness',
  exactObject({
    code: { type: 'string', examples: ['fr'] },
    name: { type: 'string', examples: ['French'] },
    required: { type: 'boolean', description: 'Publishing is refused while a required language lacks a text' },
    total: { type: 'integer' },
    translated: { type: 'integer' },
    missing: listOf({ key: { type: 'string' }, english: { type: 'string' }, where: { type: 'string' } }),
    unused: { type: 'array', items: { type: 'string' }, description: 'Keys the form no longer has' },
  }),
);

export const DefinitionCheckResult = declareBody(
  'DefinitionCheckResult',
  exactObject({
    ok: { type: 'boolean' },
    errors: { type: 'array', items: DefinitionCheckError.schema },
    languages: { type: 'array', items: LanguageCompleteness.schema, description: "Each language's completeness (empty until the files build)" },
  }),
);

const FROM_VERSION_MESSAGE = 'from_version must be the number of the version to start from';

/** A new draft copying the files of an existing version. */
export const FormDefinitionCreate = declareBody('FormDefinitionCreate', {
  type: 'object',
  required: ['from_version'],
  properties: {
    form_id: {
      type: 'string',
      minLength: 1,
      description: 'The form; india-evisa when left out',
      examples: ['india-evisa'],
      errorMessage: 'form_id must name a form, such as india-evisa',
    },
    from_version: { type: 'integer', examples: [1], errorMessage: FROM_VERSION_MESSAGE },
    note,
    id: { description: 'Ignored' },
  },
  additionalProperties: false,
  errorMessage: { required: { from_version: FROM_VERSION_MESSAGE } },
});

/**
 * A draft's files and note. react-admin's <Edit> sends the whole record back: its other keys are ignored (the
 * service writes files and note only).
 */
export const FormDefinitionWrite = declareBody('FormDefinitionWrite', {
  type: 'object',
  properties: { files, note, revision: { ...revision, errorMessage: 'revision must be the number of the revision the draft was read at' } },
  additionalProperties: true,
});

export const FormDefinitionPublish = declareBody('FormDefinitionPublish', {
  type: 'object',
  properties: { note },
  additionalProperties: true,
  description: 'Only the note is read',
});

/** A version refused for publishing (422): each problem its checks found, by file and place. */
export const PublishRefused = declareFailure(
  'PublishRefused',
  { statusCode: { const: 422 }, errors: { type: 'array', items: DefinitionCheckError.schema } },
  ['errors'],
);

/** A draft save refused (409): someone saved the draft since the revision the save names; nothing changed. */
export const DraftSavedElsewhere = declareFailure(
  'DraftSavedElsewhere',
  {
    statusCode: { const: 409 },
    revision: { ...revision, description: "The draft's current revision" },
    saved_by: { type: ['string', 'null'], description: 'Who saved it last' },
    saved_at: dateTime,
  },
  ['revision', 'saved_by', 'saved_at'],
);

/** The versions' list query. */
export const FormDefinitionListQuery = declareListQuery('FormDefinitionListFilter', {
  sortable: ['version', 'created_at', 'updated_at', 'published_at'],
  defaultSort: 'version',
  filter: {
    status: { type: 'string', description: 'The versions of this status (draft, published, ...)' },
    form_id: formFilter('its versions'),
    id: ID_FILTER,
  },
});
