// The rules of staff accounts that both the API (which enforces them) and the console (which says them before
// sending) state.

/** A staff password's length: the API refuses others, the console's account form says so before sending. */
export const MIN_PASSWORD_LENGTH = 12;
// argon2 takes any length; a cap keeps one request from hashing megabytes.
export const MAX_PASSWORD_LENGTH = 256;
export const PASSWORD_TOO_SHORT_MESSAGE = `The password must have at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `The password must have at most ${MAX_PASSWORD_LENGTH} characters`;

/** Nobody changes their own role: an admin demoting themselves could leave the service without one. */
export const OWN_ROLE_MESSAGE = 'You cannot change your own role.';
