import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Fails, RequestBody, Returns } from '../contract/contract.js';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { EnquiriesService, type EnquiryValues } from './enquiries.service.js';
import { Acknowledgement, ContactMessage } from './enquiries.schemas.js';
import { normalizeContactMessage } from './normalize-contact-message.js';

@ApiTags('contact')
@Controller('india')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('indiaVisaContact')
  @HttpCode(201)
  @RateLimit('contact')
  @ApiOperation({ summary: 'Send a message through the contact form; stored for staff and acknowledged by e-mail' })
  @Returns(Acknowledgement, { status: 201 })
  @Fails({
    400: "The message does not meet the contact form's rules (one message per field), e.g. 'Email is required', 'Invalid email format', 'Contact number must contain digits only'",
    429: 'Too many requests from this address',
  })
  create(@RequestBody(ContactMessage, { prepare: normalizeContactMessage }) message: EnquiryValues) {
    return this.enquiries.create(message);
  }
}
