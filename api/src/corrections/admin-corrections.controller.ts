import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import type { PublicUser } from '../users/public-user.js';
import { CorrectionsService } from './corrections.service.js';

const HISTORY = {
  description:
    'Every round, newest first: [{ id, round, fields: [{ name, title }], message, status: OPEN | WITHDRAWN | SUBMITTED, requested_by_email, before: { field: value }, after: { field: value } | null, closed_by_email, closed_at, created_at }]',
};

@ApiTags('admin: applications')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/applications/:id/corrections')
export class AdminCorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @Get()
  @ApiOperation({ summary: 'The correction rounds of an application (history)' })
  @ApiResponse({ status: 200, ...HISTORY })
  history(@Param('id') id: string) {
    return this.corrections.history(id);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Ask the applicant to correct some fields of a paid application: review_status becomes NEEDS_CHANGES and the applicant is e-mailed the message, the fields in words and a link to the application',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['fields', 'message'],
      properties: {
        fields: {
          type: 'array',
          items: { type: 'string' },
          description: 'Field names of the definition the application is pinned to (answers and uploads alike)',
          example: ['Place_of_Issue', 'Passport_Copy'],
        },
        message: { type: 'string', maxLength: 5000 },
      },
    },
  })
  @ApiResponse({ status: 201, ...HISTORY })
  @ApiResponse({ status: 400, description: 'No field, an unknown field or no message: { message, errors: [{ field, message }] }' })
  @ApiResponse({ status: 409, description: 'The application is not paid, or a request is already open' })
  ask(@Param('id') id: string, @Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.corrections.ask(id, body, actor);
  }

  @Delete('open')
  @ApiOperation({
    summary: 'Withdraw the open correction request: the application is read-only again and back IN_REVIEW; the round stays in the history',
  })
  @ApiResponse({ status: 200, ...HISTORY })
  @ApiResponse({ status: 409, description: 'There is no open correction request on this application.' })
  withdraw(@Param('id') id: string, @CurrentStaff() actor: PublicUser) {
    return this.corrections.withdraw(id, actor);
  }
}
