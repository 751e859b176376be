import { i18next } from '../i18n/i18n';
import type { FieldError } from '@evisa/forms/browser';
import { ApiError } from '../api/http';
import { toast } from '../shell/toast';

/**
 * Sends a form's answers with `request` and says how it went, as the spec's contact form does: a toast with the
 * server's words, and when refused, the server's messages for the form's fields.
 */
export async function sendAnswers(request: () => Promise<{ success?: boolean; message?: string }>): Promise<readonly FieldError[] | 'sent'> {
  try {
    const body = await request();
    if (!body.success) {
      toast.error(body.message || i18next.t('send.failed'));
      return [];
    }
    toast.success(body.message || i18next.t('send.done'));
    return 'sent';
  } catch (error) {
    const failure = error instanceof ApiError ? error : undefined;
    toast.error(failure?.serverMessage || i18next.t('save.requestFailed'));
    return failure?.fieldErrors ?? [];
  }
}
