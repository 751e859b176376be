// Socket failures, and PostgreSQL's classes 08 (connection exception) and 57P (server shutting down or starting).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const SERVER_CODES = /^(08|57P0[123])/;
// node-postgres says these in words only, without a code.
const CLIENT_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Connection is closed/i;

interface MaybeDriverError {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether an error says the database could not be reached (refused, reset, timed out, shutting down), rather than
 * that a query was wrong: the request may succeed in a moment, and the answer is 503, not 500. TypeORM wraps the
 * driver's error (driverError); a failed connect to a name with several addresses is an AggregateError.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, driverError, cause, errors } = error as MaybeDriverError;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (typeof message === 'string' && CLIENT_MESSAGES.test(message)) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((nested) => nested !== error && isDatabaseUnreachable(nested, depth + 1));
}
