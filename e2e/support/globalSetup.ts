import type { TestProject } from 'vitest/node';
import { startServerWithOwnData } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the journeys: on DATABASE_URL when set, else on an embedded database in a temporary folder. */
export default async function setup(project: TestProject) {
  const server = await startServerWithOwnData('journeys');
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
