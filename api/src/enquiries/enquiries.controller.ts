import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { requestLanguage } from '../i18n/request-language.js';
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
    summary: "Send a message through the contact form, checked by its published version's rules; stored for staff and acknowledged by e-mail",
  })
  @Returns(Acknowledgement, { status: 201 })
  @Fails({
    400: "The message does not meet the contact form's rules (one message per field), e.g. 'Email is required', 'Invalid email format', 'Contact number must contain digits only'",
    404: 'No version of the contact form is published',
    429: 'Too many requests from this address',
  })
  create(@RequestBody(ContactMessage) message: RequestOf<typeof ContactMessage>, @Req() request: Request) {
    // The acknowledgement and the replies are framed in the language the site was read in (Accept-Language).
    return this.enquiries.create(message, requestLanguage(request));
  }
}
