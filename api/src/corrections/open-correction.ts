import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { feeCodes } from '@evisa/forms';
import type { FormVersion } from '../forms/form-version.js';
import { CorrectionRequest } from './correction-request.entity.js';

/** The request the applicant is answering now, if any (read inside the caller's transaction). */
export function openCorrection(manager: EntityManager, applicationId: string): Promise<CorrectionRequest | null> {
  return manager.findOneBy(CorrectionRequest, { application_id: applicationId, status: 'OPEN' });
}

/** A field's words as the definition the application is pinned to names it. */
export function fieldTitle(form: FormVersion, name: string): string {
  return form.form.fields.find((field) => field.name === name)?.title ?? name;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A save of a paid application while a correction is open: only the requested fields may change, and nothing that
 * sets the fee (it has been paid). Refused with 409 naming the first other field that would change.
 */
export function assertOnlyRequestedChange(
  form: FormVersion,
  request: CorrectionRequest,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): void {
  const requested = new Set(request.fields);
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !same(before[field], after[field]));
  const other = changed.find((field) => !requested.has(field) && field !== 'user_IP');
  if (other) {
    throw new ConflictException(`Only the fields you were asked to correct can be changed. "${fieldTitle(form, other)}" was not asked for.`);
  }
  if (!same(feeCodes(form.definition, before), feeCodes(form.definition, after)) || !same(before.Nationality, after.Nationality)) {
    throw new ConflictException('This change would alter the fee, which has been paid. Please contact us instead.');
  }
}

/** What View-application says of an open request: the fields to correct in words, their step, and why. */
export function correctionForApplicant(form: FormVersion, request: CorrectionRequest) {
  return {
    round: request.round,
    message: request.message,
    requested_at: request.created_at.toISOString(),
    fields: request.fields.map((name) => ({
      name,
      title: fieldTitle(form, name),
      step: form.form.fields.find((field) => field.name === name)?.stepId ?? null,
    })),
  };
}
