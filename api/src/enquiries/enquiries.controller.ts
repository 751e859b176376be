import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { contactForm } from '@evisa/forms';
import { openApiSchema } from '../common/open-api-schema.js';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { EnquiriesService } from './enquiries.service.js';

@ApiTags('contact')
@Controller('india')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('indiaVisaContact')
  @HttpCode(201)
  @RateLimit('contact')
  @ApiOperation({ summary: 'Send a message through the contact form; stored for staff and acknowledged by e-mail' })
  // The contact form's own schema (forms/contact), with an example of a message.
  @ApiBody({
    schema: {
      ...openApiSchema(contactForm.schema),
      example: {
        Given_Name: 'Claire',
        Email: 'claire.martin@example.com',
        contact_no: '33612345678',
        Nationality: 'FRANCE',
        remarks: 'Can I apply for my child on my application?',
      },
    },
  })
  @ApiResponse({ status: 201, description: '{ success: true, status: true, message }' })
  @ApiResponse({
    status: 400,
    description:
      "{ success: false, status: false, message, errors: [{ field, message }] }, e.g. 'Email is required', 'Invalid email format', 'Contact number must contain digits only'",
  })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  create(@Body() body: unknown) {
    return this.enquiries.create(body);
  }
}
