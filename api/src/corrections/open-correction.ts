import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { feeCodes, queryForm } from '@evisa/forms';
import type { FormVersion } from '../forms/form-version.js';
import { CorrectionRequest } from './correction-request.entity.js';
import { apiFailure } from '../i18n/api-messages.js';

/** The request the applicant is answering now, if any (read inside the caller's transaction). */
export function openCorrection(manager: EntityManager, applicationId: string): Promise<CorrectionRequest | null> {
  return manager.findOneBy(CorrectionRequest, { application_id: applicationId, status: 'OPEN' });
}

/** A field's words as the definition the application is pinned to names it, in `language` where the version offers it. */
export function fieldTitle(form: FormVersion, name: string, language?: string): string {
  return queryForm(form.definitionIn(language)).fields.find((field) => field.name === name)?.title ?? name;
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
    throw new ConflictException(apiFailure('FIELD_NOT_REQUESTED', { field: fieldTitle(form, other) }));
  }
  if (!same(feeCodes(form.definition, before), feeCodes(form.definition, after)) || !same(before.Nationality, after.Nationality)) {
    throw new ConflictException(apiFailure('CHANGE_ALTERS_FEE'));
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
