import type { Schemas } from '@evisa/contract';
import { requestJson } from './http';

/** Asks for the erasure of an application: the API e-mails a confirmation link to the address in it. */
export function requestErasure(skuId: string): Promise<Schemas['Acknowledgement']> {
  return requestJson('POST', '/api/privacy/erasure-requests', { sku_id: skuId } satisfies Schemas['ErasureRequestWrite']);
}

/** Follows the e-mailed link: the application is erased (or, being processed, the request is recorded). */
export function confirmErasure(token: string): Promise<Schemas['Acknowledgement']> {
  return requestJson('POST', '/api/privacy/erasure-requests/confirm', { token } satisfies Schemas['ErasureConfirmation']);
}
