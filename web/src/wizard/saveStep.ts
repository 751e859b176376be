import type { FieldError } from '@evisa/forms/browser';
import { createApplication, updateApplication, type ApplicationValues } from '../api/applications';
import { ApiError } from '../api/http';

export type SaveOutcome =
  | { ok: true; message: string; skuId: string }
  | { ok: false; message: string; fieldErrors: readonly FieldError[] };

const SAVED = 'Your application is saved.';

/**
 * Saves a step: creates the application when there is no id yet, else updates it. The messages follow the error
 * catalogue of spec part 1, section 8: a create is judged by `success`, an update by `status`.
 */
export async function saveStep(id: string | undefined, values: ApplicationValues): Promise<SaveOutcome> {
  try {
    if (id === undefined) {
      const body = await createApplication(values);
      const skuId = body.data?.sku_id;
      if (body.success !== true || !skuId) {
        return { ok: false, message: 'Something went wrong during submission', fieldErrors: [] };
      }
      return { ok: true, message: body.message || SAVED, skuId };
    }
    const body = await updateApplication(id, values);
    if (body.status !== true) {
      return { ok: false, message: body.message || 'Something went wrong', fieldErrors: [] };
    }
    return { ok: true, message: body.message || SAVED, skuId: body.data?.sku_id || id };
  } catch (error) {
    const failure = error instanceof ApiError ? error : undefined;
    return {
      ok: false,
      message: failure?.serverMessage ?? 'An error occurred',
      fieldErrors: failure?.fieldErrors ?? [],
    };
  }
}
