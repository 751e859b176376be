import { i18next } from '../i18n/i18n';
import type { FieldError } from '@evisa/forms/browser';
import { createApplication, updateApplication, type ApplicationValues, type IncompleteStep } from '../api/applications';
import { ApiError } from '../api/http';

export type SaveOutcome =
  | { ok: true; message: string; skuId: string; savedAt?: string; incompleteSteps?: IncompleteStep[] }
  | { ok: false; message: string; fieldErrors: readonly FieldError[]; savedElsewhere?: boolean };

/**
 * Saves a step: creates the application when there is no id yet, else updates it (only if it was not saved
 * elsewhere since `savedAt`, when given). The messages follow the error catalogue of spec part 1, section 8: a
 * create is judged by `success`, an update by `status`.
 */
export async function saveStep(id: string | undefined, values: ApplicationValues, savedAt?: string): Promise<SaveOutcome> {
  try {
    if (id === undefined) {
      const body = await createApplication(values);
      const skuId = body.data?.sku_id;
      if (body.success !== true || !skuId) {
        return { ok: false, message: i18next.t('save.createFailed'), fieldErrors: [] };
      }
      return { ok: true, message: body.message || i18next.t('save.saved'), skuId };
    }
    const body = await updateApplication(id, values, savedAt);
    if (body.status !== true) {
      return { ok: false, message: body.message || i18next.t('save.updateFailed'), fieldErrors: [] };
    }
    return {
      ok: true,
      message: body.message || i18next.t('save.saved'),
      skuId: body.data?.sku_id || id,
      savedAt: body.data?.saved_at,
      incompleteSteps: body.data?.incomplete_steps,
    };
  } catch (error) {
    const failure = error instanceof ApiError ? error : undefined;
    return {
      ok: false,
      message: failure?.serverMessage ?? i18next.t('save.requestFailed'),
      fieldErrors: failure?.fieldErrors ?? [],
      ...(failure?.status === 412 ? { savedElsewhere: true } : {}),
    };
  }
}
