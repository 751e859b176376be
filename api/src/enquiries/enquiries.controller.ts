import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Fails, Returns } from '../contract/contract.js';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { EnquiriesService } from './enquiries.service.js';
import { Acknowledgement, ContactMessage } from './enquiries.schemas.js';

@ApiTags('contact')
@Controller('india')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('indiaVisaContact')
  @HttpCode(201)
  @RateLimit('contact')
  @ApiOperation({
    summary: 'Send a message through the contact form; stored for staff and acknowledged by e-mail',
    // The contact form's schema, which the service applies after normalising the values (so no @RequestBody pipe).
    requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${ContactMessage.name}` } } } },
  })
  @Returns(Acknowledgement, { status: 201 })
  @Fails({
    400: "The message does not meet the contact form's rules (one message per field), e.g. 'Email is required', 'Invalid email format', 'Contact number must contain digits only'",
    429: 'Too many requests from this address',
  })
  create(@Req() request: Request) {
    return this.enquiries.create(request.body as unknown);
  }
}
