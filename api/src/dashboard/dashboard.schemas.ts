import { declareBody, exactObject } from '../contract/contract.js';
import { Enquiry } from '../enquiries/admin-enquiries.schemas.js';

const StatusCount = declareBody('StatusCount', exactObject({ status: { type: 'string' }, count: { type: 'integer', minimum: 0 } }));

const { id, Given_Name, Email, Nationality, status, created_at } = Enquiry.schema.properties;

/** An enquiry on the console's home page (some of an Enquiry's fields): its remarks cut to an excerpt. */
export const DashboardEnquiry = declareBody(
  'DashboardEnquiry',
  exactObject({ id, Given_Name, Email, Nationality, status, remarks: { type: 'string', description: 'The first 160 characters' }, created_at }),
);

export const DashboardSummary = declareBody(
  'DashboardSummary',
  exactObject({
    payment_status: { type: 'array', items: StatusCount.schema },
    review_status: { type: 'array', items: StatusCount.schema },
    applications_per_day: {
      type: 'array',
      description: 'The last 30 days (UTC), oldest first',
      items: exactObject({ day: { type: 'string', format: 'date' }, count: { type: 'integer', minimum: 0 } }),
    },
    revenue_per_week: {
      type: 'array',
      description: 'Completed payments of the last 12 weeks (UTC, from Monday), oldest first',
      items: exactObject({
        week: { type: 'string', format: 'date', description: "The week's Monday" },
        amount: { type: 'number' },
        payments: { type: 'integer', minimum: 0 },
      }),
    },
    currency: { const: 'USD' },
    new_enquiries: { type: 'integer', minimum: 0, description: 'Enquiries not answered yet' },
    latest_enquiries: { type: 'array', items: DashboardEnquiry.schema, description: 'The 5 newest' },
  }),
);
