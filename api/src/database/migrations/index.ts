import { Foundation1763769600000 } from './1763769600000-Foundation.js';

/** Every migration in order; TypeORM applies the ones not yet recorded at start-up. */
export const migrations = [Foundation1763769600000];
