import { BadRequestException } from '@nestjs/common';
import type { FieldError } from '@evisa/forms';

/** A 400 carrying one message per field, in the shape every client reads. */
export class FormValidationException extends BadRequestException {
  /**
   * `inLanguage`, given by a check of a form's answers: the same errors in the language the request's
   * Accept-Language prefers among the form version's (ApiExceptionFilter answers with them).
   */
  constructor(
    readonly errors: FieldError[],
    readonly inLanguage?: (acceptLanguage: string | undefined) => FieldError[],
  ) {
    super(FormValidationException.body(errors));
  }

  static body(errors: readonly FieldError[]) {
    return { success: false, status: false, code: 'INVALID_VALUES', message: errors[0]?.message ?? 'The form has errors', errors };
  }
}
