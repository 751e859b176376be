import { declareBody } from '../contract/contract.js';

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
