import { declareBody, exactObject } from '../contract/contract.js';
import { Enquiry } from '../enquiries/admin-enquiries.schemas.js';

const listFilter = {
  type: 'object',
  additionalProperties: true,
  description: 'The filter of the application list (GET /api/admin/applications) that shows exactly what is counted',
} as const;

const StatusCount = declareBody(
  'StatusCount',
  exactObject({ status: { type: 'string' }, count: { type: 'integer', minimum: 0 }, filter: listFilter }),
);

/** A count of the day's work: the urgent queue, its overdue part, the reader's own queue. */
const WorkCount = declareBody(
  'WorkCount',
  exactObject({
    name: {
      enum: ['urgent', 'overdue', 'my_queue'],
      description:
        'urgent: urgent, paid, awaiting a decision; overdue: those past their deadline; my_queue: paid, awaiting a decision, assigned to the reader',
    },
    count: { type: 'integer', minimum: 0 },
    filter: listFilter,
  }),
);

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
    review_status: { type: 'array', items: StatusCount.schema, description: 'Paid applications only: the work there is' },
    work: { type: 'array', items: WorkCount.schema },
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
    refunds: exactObject({
      pending: { type: 'integer', minimum: 0, description: 'Refund requests waiting for staff' },
      refunded: { type: 'number', minimum: 0, description: 'Refunded in the last 30 days' },
      count: { type: 'integer', minimum: 0, description: 'Refunds made in the last 30 days' },
      filter: { type: 'object', additionalProperties: true, description: 'The refund request list filter of the pending ones' },
    }),
    latest_enquiries: { type: 'array', items: DashboardEnquiry.schema, description: 'The 5 newest' },
  }),
);
