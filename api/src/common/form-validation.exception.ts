import { BadRequestException } from '@nestjs/common';
import type { FieldError } from '@evisa/forms';

/** A 400 carrying one message per field, in the shape every client reads. */
export class FormValidationException extends BadRequestException {
  constructor(readonly errors: FieldError[]) {
    super({ success: false, status: false, code: 'INVALID_VALUES', message: errors[0]?.message ?? 'The form has errors', errors });
  }
}
