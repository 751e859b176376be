import { applyDecorators } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { Fails, Returns } from '../contract/contract.js';
import { Acknowledgement } from './enquiries.schemas.js';

/**
 * A one-off message from the public through a form (the contact form's, or any form's answers), checked by the form's
 * published version: counted under the contact form's rate limit and acknowledged (201); `refusals` says when it
 * answers 400 and 404 (and 409).
 */
export function AcceptsFormMessage(summary: string, refusals: { 400: string; 404: string } & Record<number, string>): MethodDecorator {
  return applyDecorators(
    RateLimit('contact'),
    ApiOperation({ summary }),
    Returns(Acknowledgement, { status: 201 }),
    Fails({ ...refusals, 429: 'Too many requests from this address' }),
  );
}
