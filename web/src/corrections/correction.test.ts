import { indiaEvisa } from '@evisa/forms/browser';
import { describe, expect, it } from 'vitest';
import { correctionOf, correctionStep, nextCorrectionRoute, type CorrectionRequest } from './correction';

const step = (id: string) => indiaEvisa.steps.find((candidate) => candidate.id === id)!;
const request: CorrectionRequest = {
  round: 1,
  message: 'Please check.',
  requested_at: '2026-11-23T06:00:00.000Z',
  fields: [
    { name: 'Place_of_Issue', title: 'Place of Issue', step: 'step2' },
    { name: 'passport', title: 'Passport copy', step: 'step6' },
  ],
};

describe('correctionStep', () => {
  it('makes every field of the step read-only except the requested ones, keeping their own uiSchema', () => {
    const shown = correctionStep(indiaEvisa, step('step2'), request);
    expect(shown.uiSchema.Place_of_Issue).toEqual(step('step2').uiSchema.Place_of_Issue);
    expect(shown.uiSchema.Passport_Number).toMatchObject({ 'ui:readonly': true });
    expect(step('step2').uiSchema.Passport_Number).not.toMatchObject({ 'ui:readonly': true });
  });

  it('leads from one step concerned to the next, then to the Preview', () => {
    expect(nextCorrectionRoute(indiaEvisa, request, step('step2'))).toBe(step('step6').route);
    expect(nextCorrectionRoute(indiaEvisa, request, step('step6'))).toBe('/Preview');
  });

  it('applies only to a paid application with a request open', () => {
    expect(correctionOf({ sku_id: 'X', payment_status: 'COMPLETED', correction: request })).toBe(request);
    expect(correctionOf({ sku_id: 'X', payment_status: 'COMPLETED', correction: null })).toBeUndefined();
    expect(correctionOf({ sku_id: 'X', payment_status: 'UNPAID', correction: request })).toBeUndefined();
  });
});
