import type { components, paths } from './openapi.js';

/** Every route the API declares, by path and method: what openapi-fetch's client is typed with. */
export type { components, paths };

/** Every body the API declares (api/src/<feature>/*.schemas.ts), by name: `Schemas['FeeTable']`. */
export type Schemas = components['schemas'];
