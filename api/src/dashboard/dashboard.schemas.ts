import { declareBody } from '../contract/contract.js';

export const StatusCount = declareBody('StatusCount', {
  type: 'object',
  required: ['status', 'count'],
  properties: { status: { type: 'string' }, count: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
});

/** An enquiry on the console's home page: its remarks cut to an excerpt. */
export const DashboardEnquiry = declareBody('DashboardEnquiry', {
  type: 'object',
  required: ['id', 'Given_Name', 'Email', 'Nationality', 'status', 'remarks', 'created_at'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    Given_Name: { type: 'string' },
    Email: { type: 'string' },
    Nationality: { type: 'string' },
    status: { enum: ['NEW', 'ANSWERED'] },
    remarks: { type: 'string', description: 'The first 160 characters' },
    created_at: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
});

export const DashboardSummary = declareBody('DashboardSummary', {
  type: 'object',
  required: ['payment_status', 'review_status', 'applications_per_day', 'revenue_per_week', 'currency', 'new_enquiries', 'latest_enquiries'],
  properties: {
    payment_status: { type: 'array', items: StatusCount.schema },
    review_status: { type: 'array', items: StatusCount.schema },
    applications_per_day: {
      type: 'array',
      description: 'The last 30 days (UTC), oldest first',
      items: {
        type: 'object',
        required: ['day', 'count'],
        properties: { day: { type: 'string', format: 'date' }, count: { type: 'integer', minimum: 0 } },
        additionalProperties: false,
      },
    },
    revenue_per_week: {
      type: 'array',
      description: 'Completed payments of the last 12 weeks (UTC, from Monday), oldest first',
      items: {
        type: 'object',
        required: ['week', 'amount', 'payments'],
        properties: {
          week: { type: 'string', format: 'date', description: "The week's Monday" },
          amount: { type: 'number' },
          payments: { type: 'integer', minimum: 0 },
        },
        additionalProperties: false,
      },
    },
    currency: { const: 'USD' },
    new_enquiries: { type: 'integer', minimum: 0, description: 'Enquiries not answered yet' },
    latest_enquiries: { type: 'array', items: DashboardEnquiry.schema, description: 'The 5 newest' },
  },
  additionalProperties: false,
});
