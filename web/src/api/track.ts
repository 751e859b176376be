import type { Schemas } from '@evisa/contract';
import { api, dataOf } from './http';

export type Tracking = Schemas['TrackReply']['data'];

/** Where an application stands: its milestones with dates and the day its submission was promised by. */
export async function trackApplication(id: string, signal?: AbortSignal): Promise<Tracking> {
  const body = await dataOf(api.GET('/api/india/track/{id}', { params: { path: { id } }, signal }));
  return body.data;
}

/** A short-lived link to the decision document, for the passport number of the application. */
export async function documentLink(id: string, passportNumber: string): Promise<string> {
  const body = await dataOf(api.POST('/api/india/track/{id}/document', { params: { path: { id } }, body: { passport_number: passportNumber } }));
  return body.data.url;
}

/** E-mails a fresh link to the address given in the application; the server's words. */
export async function sendDocumentAgain(id: string): Promise<string> {
  const body = await dataOf(api.POST('/api/india/track/{id}/send-document', { params: { path: { id } } }));
  return body.message;
}

export type RefundStanding = Schemas['RefundStanding']['data'];

/** What the refund policy gives back if asked now, and the latest refund request. */
export async function refundStanding(id: string, signal?: AbortSignal): Promise<RefundStanding> {
  const body = await dataOf(api.GET('/api/india/track/{id}/refund', { params: { path: { id } }, signal }));
  return body.data;
}

/** Asks for a refund with the reason; answers the standing with the request recorded. */
export async function askRefund(id: string, reason: string): Promise<RefundStanding> {
  const body = await dataOf(api.POST('/api/india/track/{id}/refund', { params: { path: { id } }, body: { reason } }));
  return body.data;
}
