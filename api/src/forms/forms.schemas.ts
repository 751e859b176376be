import { declareBody, envelope } from '../contract/contract.js';

const loose = (description: string) => ({ type: 'object', additionalProperties: true, description }) as const;

/**
 * A form definition as the site renders and validates it (forms/src/types.ts FormDefinition). Its steps, lists and
 * layout are JSON Schemas and uiSchemas an editor shapes, so only the top level is described here.
 */
const ServedFormDefinition = declareBody('ServedFormDefinition', {
  type: 'object',
  required: ['id', 'title', 'version', 'steps', 'lists', 'preview'],
  properties: {
    id: { type: 'string', examples: ['india-evisa'] },
    title: { type: 'string' },
    version: { type: 'integer' },
    steps: {
      type: 'array',
      items: loose('A step in order: id, route, title, its JSON Schema (schema) and uiSchema, next'),
    },
    lists: {
      type: 'object',
      additionalProperties: true,
      description: 'The value lists by file path ("lists/nationalities.json"), derived lists expanded',
    },
    preview: loose('The Preview page layout'),
    fees: loose('The fee schedule: which answers give which fee codes'),
    languages: {
      type: 'array',
      description: 'The languages the form offers beside English, each served at versions/{n}/translations/{code}',
      items: {
        type: 'object',
        required: ['code', 'required'],
        properties: { code: { type: 'string', examples: ['fr'] }, required: { type: 'boolean' } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: true,
});

export const FormDefinitionReply = declareBody('FormDefinitionReply', envelope(ServedFormDefinition.schema));

/** One language's texts of a form version (forms/src/translations): key -> text; a key it lacks shows in English. */
const FormCatalogue = declareBody('FormCatalogue', {
  type: 'object',
  required: ['language', 'texts'],
  properties: {
    language: { type: 'string', examples: ['fr'] },
    texts: {
      type: 'object',
      additionalProperties: { type: 'string' },
      examples: [{ 'field.Surname.title': 'Nom (exactement comme sur le passeport)' }],
    },
  },
  additionalProperties: false,
});

export const FormCatalogueReply = declareBody('FormCatalogueReply', envelope(FormCatalogue.schema));
