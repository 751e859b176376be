import { Controller, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RequestBody, type RequestOf } from '../contract/contract.js';
import { AcceptsFormMessage } from '../enquiries/accepts-form-message.decorator.js';
import { requestLanguage } from '../i18n/request-language.js';
import { FormAnswers } from './form-submissions.schemas.js';
import { FormSubmissionsService } from './form-submissions.service.js';

@ApiTags('forms')
@Controller('forms/:formId/submissions')
export class FormSubmissionsController {
  constructor(private readonly submissions: FormSubmissionsService) {}

  @Post()
  @AcceptsFormMessage(
    "Send the answers of a form, checked by its published version's rules: a generic form's are stored for staff, the contact form's land in Enquiries",
    {
      400: "The answers do not meet the form's rules: one message per field, the form's own words",
      404: 'No such form, or none of its versions is published',
      409: 'The application form takes its answers step by step (create-application)',
    },
  )
  submit(@Param('formId') formId: string, @RequestBody(FormAnswers) body: RequestOf<typeof FormAnswers>, @Req() request: Request) {
    return this.submissions.submit(formId, body, requestLanguage(request));
  }
}
