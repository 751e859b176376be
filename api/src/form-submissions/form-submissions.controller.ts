import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { Acknowledgement } from '../enquiries/enquiries.schemas.js';
import { requestLanguage } from '../i18n/request-language.js';
import { FormAnswers } from './form-submissions.schemas.js';
import { FormSubmissionsService } from './form-submissions.service.js';

@ApiTags('forms')
@Controller('forms/:formId/submissions')
export class FormSubmissionsController {
  constructor(private readonly submissions: FormSubmissionsService) {}

  @Post()
  @HttpCode(201)
  // Counted with the contact form's messages: both are one-off messages from the public.
  @RateLimit('contact')
  @ApiOperation({
    summary:
      "Send the answers of a form, checked by its published version's rules: a generic form's are stored for staff, the contact form's land in Enquiries",
  })
  @Returns(Acknowledgement, { status: 201 })
  @Fails({
    400: "The answers do not meet the form's rules: one message per field, the form's own words",
    404: 'No such form, or none of its versions is published',
    409: 'The application form takes its answers step by step (create-application)',
    429: 'Too many requests from this address',
  })
  submit(@Param('formId') formId: string, @RequestBody(FormAnswers) body: RequestOf<typeof FormAnswers>, @Req() request: Request) {
    return this.submissions.submit(formId, body, requestLanguage(request));
  }
}
