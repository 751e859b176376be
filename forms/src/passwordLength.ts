/** A staff password's length: the API refuses others, the console's account form says so before sending. */
export const MIN_PASSWORD_LENGTH = 12;
// argon2 takes any length; a cap keeps one request from hashing megabytes.
export const MAX_PASSWORD_LENGTH = 256;
