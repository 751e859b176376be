import { httpClient } from '../httpClient';
import type { ConfirmResult } from './types';

/** Confirms money received for a transfer (POST confirm): the API completes, or asks for the rest, and says which. */
export async function confirmTransfer(reference: string, amount: number, bankTransaction: string): Promise<ConfirmResult> {
  const { json } = await httpClient(`/api/admin/bank-transfers/${encodeURIComponent(reference)}/confirm`, {
    method: 'POST',
    body: JSON.stringify({ amount, bank_transaction: bankTransaction }),
  });
  return json as ConfirmResult;
}
