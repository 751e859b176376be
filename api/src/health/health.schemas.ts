import { declareBody, declareFailure, exactObject } from '../contract/contract.js';

const upOrDown = { enum: ['up', 'down'] } as const;

export const Health = declareBody('Health', exactObject({ status: { const: 'ok' }, database: { const: 'up' } }));

export const Readiness = declareBody(
  'Readiness',
  exactObject({ status: { const: 'ready' }, database: { const: 'up' }, storage: { const: 'up', description: 'The disk or the bucket of uploads' } }),
);

/** Not ready (503): which backing service does not answer. */
export const NotReady = declareFailure('NotReady', { database: upOrDown, storage: upOrDown }, ['database', 'storage']);
