import { declareBody, declareFailure, exactObject } from '../contract/contract.js';
import { StaffUser } from '../users/users.schemas.js';

const CREDENTIALS_NEEDED = 'Email and password are required.';

/** Staff sign-in: the password, and with two-factor sign-in on, a code from the authenticator app. */
export const StaffLoginRequest = declareBody('StaffLoginRequest', {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', pattern: '\\S', maxLength: 254, examples: ['desk@consultancy.example'], errorMessage: CREDENTIALS_NEEDED },
    password: { type: 'string', minLength: 1, maxLength: 1024, errorMessage: CREDENTIALS_NEEDED },
    code: {
      type: ['string', 'null'],
      maxLength: 32,
      description: 'A TOTP code or a recovery code; empty or null when the account has no second factor',
      examples: ['123456'],
      errorMessage: { type: 'code must be text.', maxLength: 'code must be at most 32 characters' },
    },
  },
  // Other keys are ignored, as they always were (a client may send the whole account it signs in with).
  additionalProperties: true,
  errorMessage: { required: { email: CREDENTIALS_NEEDED, password: CREDENTIALS_NEEDED } },
});

const { id, email, role } = StaffUser.schema.properties;

/** The signed-in account as the console knows it: who, and where it stands with two-factor sign-in. */
export const SignedInStaff = declareBody('SignedInStaff', {
  type: 'object',
  required: ['id', 'email', 'role', 'two_factor', 'must_set_up_two_factor'],
  properties: {
    id,
    email,
    role,
    two_factor: StaffUser.schema.properties.two_factor,
    must_set_up_two_factor: {
      type: 'boolean',
      description: 'An admin requires two-factor sign-in and this account has none yet: the session can only set it up',
    },
  },
  additionalProperties: false,
});

/** A signed-in session: the bearer token for the admin API, and its account. */
export const StaffSession = declareBody(
  'StaffSession',
  exactObject({ token: { type: 'string', description: 'Send as `Authorization: Bearer <token>`' }, user: SignedInStaff.schema }),
);

/** What a staff account action did, in words (signed out, signed out everywhere, two-factor reset). */
export const StaffActionReply = declareBody(
  'StaffActionReply',
  exactObject({ success: { const: true }, status: { const: true }, message: { type: 'string' } }),
);

/** A new key for the authenticator app, pending until a first code confirms it. */
export const TwoFactorKey = declareBody(
  'TwoFactorKey',
  exactObject({
    secret: { type: 'string', description: 'The key in base32, to type into the app' },
    uri: { type: 'string', examples: ['otpauth://totp/e-Visa:desk%40consultancy.example?secret=…&issuer=e-Visa'] },
  }),
);

const CODE_NEEDED = 'Enter the 6-digit code your authenticator app shows.';

export const TwoFactorConfirmRequest = declareBody('TwoFactorConfirmRequest', {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: '\\S', maxLength: 32, examples: ['123456'], errorMessage: CODE_NEEDED } },
  additionalProperties: false,
  errorMessage: { required: { code: CODE_NEEDED } },
});

export const RecoveryCodes = declareBody(
  'RecoveryCodes',
  exactObject({
    recovery_codes: {
      type: 'array',
      items: { type: 'string' },
      minItems: 10,
      maxItems: 10,
      description: 'Each signs in once in place of a code; shown only now (stored hashed)',
    },
  }),
);

/** What admins decide for every staff account's sign-in (one record, id `security`, for react-admin). */
export const SecuritySettings = declareBody(
  'SecuritySettings',
  exactObject({
    id: { const: 'security' },
    require_two_factor: { type: 'boolean', description: 'Every staff account must sign in with a second factor' },
    updated_at: { type: 'string', format: 'date-time' },
  }),
);

export const SecuritySettingsWrite = declareBody('SecuritySettingsWrite', {
  type: 'object',
  required: ['require_two_factor'],
  properties: {
    require_two_factor: { type: 'boolean', errorMessage: 'require_two_factor must be true or false' },
    id: { const: 'security', description: 'Ignored: there is one record' },
    updated_at: { type: 'string', description: 'Ignored: set by the server' },
  },
  additionalProperties: false,
  errorMessage: { required: { require_two_factor: 'require_two_factor must be true or false' } },
});

/** Sign-in refused (401); second_factor says the account needs its authenticator's code. */
export const SignInRefused = declareFailure('SignInRefused', { second_factor: { const: 'totp' } });
