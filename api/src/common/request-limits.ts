import type { NextFunction, Request, Response } from 'express';
import { requestLimitErrors } from '@evisa/forms';
import { FormValidationException } from './form-validation.exception.js';
import { JsonText } from './json-text.js';

/**
 * Express middleware, after the body parser: the body and the query string of every request within the bounds of
 * @evisa/forms' requestLimitErrors. A body kept as text (JsonText) is checked where it is parsed.
 */
export function requestLimits(request: Request, _response: Response, next: NextFunction): void {
  const errors = requestLimitErrors(request.query, 'query string');
  if (!errors.length && request.body !== undefined && !(request.body instanceof JsonText))
    errors.push(...requestLimitErrors(request.body, 'request body'));
  next(errors.length ? new FormValidationException(errors) : undefined);
}
