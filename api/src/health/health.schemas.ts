import { declareBody, declareFailure } from '../contract/contract.js';

const upOrDown = { enum: ['up', 'down'] } as const;

export const Health = declareBody('Health', {
  type: 'object',
  required: ['status', 'database'],
  properties: { status: { const: 'ok' }, database: { const: 'up' } },
  additionalProperties: false,
});

export const Readiness = declareBody('Readiness', {
  type: 'object',
  required: ['status', 'database', 'storage'],
  properties: { status: { const: 'ready' }, database: { const: 'up' }, storage: { const: 'up', description: 'The disk or the bucket of uploads' } },
  additionalProperties: false,
});

/** Not ready (503): which backing service does not answer. */
export const NotReady = declareFailure('NotReady', { database: upOrDown, storage: upOrDown }, ['database', 'storage']);
