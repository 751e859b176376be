import { callApi, type Caller } from '@evisa/test-support';

/** The e-mails of the outbox that `search` finds (an application id, words of a subject), newest first: their list fields. */
export const outboxMails = (staff: Caller, search: string) =>
  callApi(
    staff,
    'GET',
    `/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify({ q: search }))}&sort=${encodeURIComponent('["created_at","DESC"]')}`,
  );

/** The newest e-mail that `search` finds in the outbox, whole (its subject and text). */
export async function newestMail(staff: Caller, search: string) {
  const [newest] = await outboxMails(staff, search);
  return callApi(staff, 'GET', `/api/admin/outbox/${newest.id}`);
}
