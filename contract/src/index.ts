import type { components } from './openapi.js';

export type { components };

/** Every body the API declares (api/src/<feature>/*.schemas.ts), by name: `Schemas['FeeTable']`. */
export type Schemas = components['schemas'];
