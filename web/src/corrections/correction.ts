import { queryForm, type FormDefinition, type JsonSchema, type StepDefinition } from '@evisa/forms/browser';
import type { ApiEnvelope, ApplicationRecord } from '../api/applications';
import { requestJson } from '../api/http';

/** The corrections staff asked for, as View-application names them (`correction`, null when none is open). */
export interface CorrectionRequest {
  round: number;
  message: string;
  requested_at: string;
  fields: Array<{ name: string; title: string; step: string | null }>;
}

export const correctionOf = (application: ApplicationRecord | undefined): CorrectionRequest | undefined =>
  application?.payment_status === 'COMPLETED' ? ((application.correction as CorrectionRequest | null | undefined) ?? undefined) : undefined;

/** The steps concerned by a request, in form order. */
export const correctionSteps = (definition: FormDefinition, correction: CorrectionRequest): StepDefinition[] =>
  definition.steps.filter((step) => correction.fields.some((field) => field.step === step.id));

/**
 * The step with every field read-only (`ui:readonly`) except those staff asked to correct: the applicant changes
 * exactly those, as the API accepts.
 */
export function correctionStep(definition: FormDefinition, step: StepDefinition, correction: CorrectionRequest): StepDefinition {
  const requested = new Set(correction.fields.map((field) => field.name));
  const uiSchema: JsonSchema = { ...step.uiSchema };
  for (const field of queryForm(definition).fields) {
    if (field.stepId !== step.id || requested.has(field.name)) continue;
    uiSchema[field.name] = { ...(uiSchema[field.name] as JsonSchema | undefined), 'ui:readonly': true };
  }
  return { ...step, uiSchema };
}

/** Sends the corrections back: the application becomes read-only again and goes back to our team. */
export function submitCorrections(id: string): Promise<ApiEnvelope<unknown>> {
  return requestJson('POST', `/api/india/submit-corrections/${encodeURIComponent(id)}`);
}

/** Where a saved step leads while correcting: the next step concerned, then the summary to send them from. */
export function nextCorrectionRoute(definition: FormDefinition, correction: CorrectionRequest, after: StepDefinition): string {
  const steps = correctionSteps(definition, correction);
  const next = steps.find((step) => definition.steps.indexOf(step) > definition.steps.indexOf(after));
  return next?.route ?? '/Preview';
}
