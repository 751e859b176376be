import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rateLimit.js';
import { EnquiriesService } from './enquiries.service.js';
import { ENQUIRY_SCHEMA } from './enquirySchema.js';

@ApiTags('contact')
@Controller('india')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('indiaVisaContact')
  @HttpCode(201)
  @RateLimit('contact')
  @ApiOperation({ summary: 'Send a message through the contact form; stored for staff and acknowledged by e-mail' })
  @ApiBody({
    schema: {
      type: 'object',
      required: [...ENQUIRY_SCHEMA.required],
      properties: {
        Given_Name: { type: 'string', maxLength: 100, example: 'Claire' },
        Email: { type: 'string', format: 'email', maxLength: 254, example: 'claire.martin@example.com' },
        contact_no: { type: 'string', pattern: '^[0-9]{6,15}$', example: '33612345678' },
        Nationality: { type: 'string', maxLength: 100, example: 'FRANCE' },
        remarks: { type: 'string', maxLength: 2000, example: 'Can I apply for my child on my application?' },
      },
    },
  })
  @ApiResponse({ status: 201, description: '{ success: true, status: true, message }' })
  @ApiResponse({ status: 400, description: "{ success: false, status: false, message, errors: [{ field, message }] }, e.g. 'Email is required', 'Invalid email format', 'Contact number must contain digits only'" })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  create(@Body() body: unknown) {
    return this.enquiries.create(body);
  }
}
