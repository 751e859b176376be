import { Controller, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RequestBody, type RequestOf } from '../contract/contract.js';
import { requestLanguage } from '../i18n/request-language.js';
import { AcceptsFormMessage } from './accepts-form-message.decorator.js';
import { EnquiriesService } from './enquiries.service.js';
import { ContactMessage } from './enquiries.schemas.js';

@ApiTags('contact')
@Controller('india')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('indiaVisaContact')
  @AcceptsFormMessage(
    "Send a message through the contact form, checked by its published version's rules; stored for staff and acknowledged by e-mail",
    {
      400: "The message does not meet the contact form's rules (one message per field), e.g. 'Email is required', 'Invalid email format', 'Contact number must contain digits only'",
      404: 'No version of the contact form is published',
    },
  )
  create(@RequestBody(ContactMessage) message: RequestOf<typeof ContactMessage>, @Req() request: Request) {
    // The acknowledgement and the replies are framed in the language the site was read in (Accept-Language).
    return this.enquiries.create(message, requestLanguage(request));
  }
}
