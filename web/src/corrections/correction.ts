import { queryForm, type FormDefinition, type JsonSchema, type StepDefinition } from '@evisa/forms/browser';
import type { Schemas } from '@evisa/contract';
import type { ApplicationRecord } from '../api/applications';
import { api, dataOf } from '../api/http';

/** The corrections staff asked for, as View-application names them (`correction`, null when none is open). */
export type CorrectionRequest = Schemas['CorrectionForApplicant'];

export const correctionOf = (application: Partial<ApplicationRecord> | undefined): CorrectionRequest | undefined =>
  application?.payment_status === 'COMPLETED' ? (application.correction ?? undefined) : undefined;

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
export function submitCorrections(id: string): Promise<Schemas['CorrectionsSubmittedReply']> {
  return dataOf(api.POST('/api/india/submit-corrections/{id}', { params: { path: { id } } }));
}

/** Where a saved step leads while correcting: the next step concerned, then the summary to send them from. */
export function nextCorrectionRoute(definition: FormDefinition, correction: CorrectionRequest, after: StepDefinition): string {
  const steps = correctionSteps(definition, correction);
  const next = steps.find((step) => definition.steps.indexOf(step) > definition.steps.indexOf(after));
  return next?.route ?? '/Preview';
}
