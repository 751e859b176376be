import { QueryFailedError } from 'typeorm';

/** PostgreSQL refused a row because a unique index already holds its key (error 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
}
