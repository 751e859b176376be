/** The documents of a paid application the API makes as PDF (`GET /api/india/{kind}/{sku_id}.pdf`). */
export type ApplicationDocument = 'receipt' | 'summary';

/** Where the browser downloads one: a plain link (the answer is an attachment), opened by the application id alone. */
export const documentUrl = (kind: ApplicationDocument, id: string) => `/api/india/${kind}/${encodeURIComponent(id)}.pdf`;
