import { createApplication as createThroughApi } from '@evisa/test-support';
import { inject } from 'vitest';
import { newClientAddress } from './http.js';

/** A new application (from an address of its own, so that creation limits never interfere) with step 1 only. */
export function createApplication(overrides: Record<string, unknown> = {}, baseUrl: string = inject('baseUrl')): Promise<string> {
  return createThroughApi({ baseUrl, client: newClientAddress() }, overrides);
}

/** An application every step of the form accepts, with its photograph and documents uploaded. */
export function createCompleteApplication(overrides: Record<string, unknown> = {}, baseUrl: string = inject('baseUrl')): Promise<string> {
  return createThroughApi({ baseUrl, client: newClientAddress() }, overrides, { complete: true });
}
