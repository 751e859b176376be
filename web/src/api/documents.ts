import { urlOf } from './http';

/** The documents of a paid application the API makes as PDF (`GET /api/india/{kind}/{sku_id}.pdf`). */
export type ApplicationDocument = 'receipt' | 'summary';

/** Where the browser downloads one: a plain link (the answer is an attachment), opened by the application id alone. */
export const documentUrl = (kind: ApplicationDocument, id: string) =>
  kind === 'receipt' ? urlOf('/api/india/receipt/{sku_id}.pdf', { sku_id: id }) : urlOf('/api/india/summary/{sku_id}.pdf', { sku_id: id });
