import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@evisa/forms';
import { declareBody, exactObject } from '../contract/contract.js';
import { ROLES } from './user.entity.js';
import { declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

const ROLE_MESSAGE = `role must be one of ${ROLES.join(', ')}`;
const EMAIL_MESSAGE = 'A valid e-mail address is required';

/** A staff role: what the account may do in the console. */
const staffRole = { enum: ROLES, description: 'admin: everything; staff: applications and enquiries; editor: form definitions' } as const;

const staffRoleInput = { ...staffRole, errorMessage: ROLE_MESSAGE } as const;

/** A staff account as the admin API serves it: never the password hash, the TOTP key or the recovery codes. */
export const StaffUser = declareBody(
  'StaffUser',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string', examples: ['desk@consultancy.example'] },
    role: staffRole,
    disabled: { type: 'boolean', description: 'A disabled account cannot sign in; its sessions ended when it was disabled' },
    two_factor: { type: 'boolean', description: 'Two-factor sign-in is on' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  }),
);

/**
 * A new staff account. Past these rules the password must also be hard to guess (password-policy.ts: not only
 * spaces, not one character repeated, not common), which the service checks.
 */
export const StaffUserCreate = declareBody('StaffUserCreate', {
  type: 'object',
  required: ['email', 'role', 'password'],
  properties: {
    email: {
      type: 'string',
      // Spaces around it are dropped and it is stored in lower case.
      pattern: '^\\s*[^\\s@]{1,64}@[^\\s@]{1,189}\\s*$',
      examples: ['desk@consultancy.example'],
      errorMessage: EMAIL_MESSAGE,
    },
    role: staffRoleInput,
    password: {
      type: 'string',
      minLength: MIN_PASSWORD_LENGTH,
      maxLength: MAX_PASSWORD_LENGTH,
      errorMessage: { type: PASSWORD_TOO_SHORT_MESSAGE, minLength: PASSWORD_TOO_SHORT_MESSAGE, maxLength: PASSWORD_TOO_LONG_MESSAGE },
    },
  },
  additionalProperties: false,
  errorMessage: { required: { email: EMAIL_MESSAGE, role: ROLE_MESSAGE, password: PASSWORD_TOO_SHORT_MESSAGE } },
});

/**
 * A change to a staff account: its role, disabled or not, or a new password (which, like disabling, ends its
 * sessions). react-admin sends the whole record back: its other fields are taken when unchanged, and a change to
 * one of them is refused by name (the e-mail cannot change: create a new account instead).
 */
export const StaffUserWrite = declareBody('StaffUserWrite', {
  type: 'object',
  properties: {
    role: staffRoleInput,
    disabled: { type: 'boolean', errorMessage: 'disabled must be true or false' },
    password: {
      type: ['string', 'null'],
      maxLength: MAX_PASSWORD_LENGTH,
      description: `A new password, at least ${MIN_PASSWORD_LENGTH} characters and hard to guess; empty or null keeps the current one`,
      errorMessage: { type: PASSWORD_TOO_SHORT_MESSAGE, maxLength: PASSWORD_TOO_LONG_MESSAGE },
    },
    id: { type: 'string', description: 'Ignored: the path names the account' },
    email: { type: 'string', description: 'Read-only: only the current value is taken' },
    two_factor: { type: 'boolean', description: 'Read-only: only the current value is taken' },
    created_at: { type: 'string', description: 'Read-only: only the current value is taken' },
    updated_at: { type: 'string', description: 'Read-only: only the current value is taken' },
  },
  additionalProperties: false,
});

/** The staff accounts' list query. */
export const StaffUserListQuery = declareListQuery('StaffUserListFilter', {
  sortable: ['email', 'role', 'disabled', 'created_at', 'updated_at'],
  defaultSort: 'email',
  filter: {
    q: searchFilter('the e-mail'),
    role: { type: 'string', description: 'The accounts of this role' },
    disabled: { type: 'boolean', description: 'true: the disabled accounts; false: the active ones' },
    id: ID_FILTER,
  },
});
