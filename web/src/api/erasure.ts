import type { Schemas } from '@evisa/contract';
import { api, dataOf } from './http';

/** Asks for the erasure of an application: the API e-mails a confirmation link to the address in it. */
export function requestErasure(skuId: string): Promise<Schemas['Acknowledgement']> {
  return dataOf(api.POST('/api/privacy/erasure-requests', { body: { sku_id: skuId } }));
}

/** Follows the e-mailed link: the application is erased (or, being processed, the request is recorded). */
export function confirmErasure(token: string): Promise<Schemas['Acknowledgement']> {
  return dataOf(api.POST('/api/privacy/erasure-requests/confirm', { body: { token } }));
}
