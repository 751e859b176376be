import { isObject } from './query/schemaNodes.js';
import type { JsonSchema } from './types.js';
import { VALIDATION_DATE_SOURCES } from './validateWith.js';

// Keywords that reach answers by something other than their name (a pattern, a count, any other property): a step
// schema holding one reads, as far as anyone can tell from its text, every answer.
const READS_UNNAMED = new Set([
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'unevaluatedProperties',
  'dependentSchemas',
  'dependencies',
  '$dynamicRef',
  '$recursiveRef',
]);

/**
 * The answers a step's schema can read, its rules and the conditions of its fields alike: every property name and
 * every word of every text in it (a condition's field, a `$data` pointer's key, `sameAs`'s sibling), with the
 * answers the validation dates are worked out from. It may name more than the step reads (a word of a title),
 * never fewer; 'every' when the schema reaches answers not by name. The API checks again, at a save, only the
 * steps that read an answer the save changed.
 */
export function fieldsReadBy(schema: JsonSchema): ReadonlySet<string> | 'every' {
  const words = new Set<string>();
  let unnamed = false;
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      words.add(node);
      for (const segment of node.split('/')) words.add(segment);
    } else if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (READS_UNNAMED.has(key) && value !== true) unnamed = true;
        words.add(key);
        visit(value);
      }
    }
  };
  visit(schema);
  if (unnamed) return 'every';
  for (const [date, sources] of Object.entries(VALIDATION_DATE_SOURCES)) if (words.has(date)) for (const source of sources) words.add(source);
  return words;
}
