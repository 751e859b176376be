import type { FormDefinition } from '../types.js';
import { oncePerObject } from './oncePerObject.js';
import { queryForm } from './queryForm.js';
import { isObject } from './schemaNodes.js';

/**
 * The meanings the code relies on, marked in the definition with the annotation keyword `x-role` on a field (so an
 * editor who renames a choice renames its meaning with it, and the checks refuse a definition that drops one):
 * `"x-role": {"urgent": {"value": "Urgent Processing", "businessHours": 72}}` marks the answer that buys urgent
 * processing and the business hours it promises.
 */
export const ROLE_KEYWORD = 'x-role';

/** The meta-schema of `x-role` (registered in createAjv): each role's settings. */
export const ROLE_META_SCHEMA = {
  type: 'object',
  properties: {
    urgent: {
      type: 'object',
      required: ['value', 'businessHours'],
      properties: { value: { type: 'string', minLength: 1 }, businessHours: { type: 'integer', minimum: 1, maximum: 720 } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** The answer that buys urgent processing, and the business hours it promises. */
export interface UrgentRole {
  field: string;
  value: string;
  businessHours: number;
}

export interface FormRoles {
  urgent?: UrgentRole;
}

function rolesOf(definition: FormDefinition): FormRoles {
  const roles: FormRoles = {};
  for (const field of queryForm(definition).fields) {
    const role = field.schema[ROLE_KEYWORD];
    if (!isObject(role) || !isObject(role.urgent) || roles.urgent) continue;
    const { value, businessHours } = role.urgent;
    if (typeof value === 'string' && typeof businessHours === 'number') roles.urgent = { field: field.name, value, businessHours };
  }
  return roles;
}

/** The roles a definition marks (README "Form definitions"); worked out once per definition object. */
export const formRoles: (definition: FormDefinition) => FormRoles = oncePerObject(rolesOf);
