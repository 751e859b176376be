import { normalizeApplicationId } from '@evisa/forms';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { ApplicationsService } from './applications.service.js';
import { clientAddress } from './client-address.js';
import { GeoIpService } from './geo-ip.service.js';

const FORM_VALUES = {
  description: 'Form values of one or more steps, named as the published form definition names them (GET /api/forms/india-evisa)',
  schema: { type: 'object', additionalProperties: true },
};
const SKU_PARAM = { name: 'id', description: 'The temporary application id (sku_id)', example: 'K7M2QX9PA4R8TZ3WN' };

@ApiTags('applications')
@Controller('india')
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly geoIp: GeoIpService,
  ) {}

  @Post('create-application')
  @HttpCode(201)
  @RateLimit('create')
  @ApiOperation({ summary: 'Start an application with the values of step 1; returns its new sku_id' })
  @ApiBody(FORM_VALUES)
  @ApiResponse({ status: 201, description: '{ success: true, status: true, message, data: { sku_id, payment_status, ...values } }' })
  @ApiResponse({ status: 400, description: '{ success: false, status: false, message, errors: [{ field, message }] }' })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  create(@Body() body: unknown, @Req() request: Request) {
    return this.applications.create(
      body,
      clientAddress(request, (ip) => this.geoIp.locate(ip)),
    );
  }

  @Put('update-application/:id')
  @RateLimit('create')
  @ApiOperation({ summary: 'Save the values of a step into the application; each step is checked against the merged application' })
  @ApiParam(SKU_PARAM)
  @ApiBody(FORM_VALUES)
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description:
      "The saved_at the client last read (View-application or a save): the save is refused with 412 when the application was saved since; '*' or none saves unconditionally",
  })
  @ApiResponse({ status: 200, description: '{ success: true, status: true, message, data: { sku_id, ...values, saved_at, incomplete_steps } }' })
  @ApiResponse({
    status: 400,
    description:
      '{ success: false, status: false, message, errors: [{ field, message }] }; also an upload field naming no file uploaded here, or a photograph that is not a square JPEG of 10 KB to 1 MB and at least 350 px',
  })
  @ApiResponse({ status: 404, description: 'Application not found' })
  @ApiResponse({
    status: 409,
    description:
      'This application has been paid and can no longer be changed; or, while staff asked for corrections, a change to a field not asked for (named in the message) or to the paid fee',
  })
  @ApiResponse({
    status: 412,
    description: '{ success: false, status: false, message, saved_at }: saved elsewhere since the If-Match saved_at; nothing was changed',
  })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  update(@Param('id') id: string, @Body() body: unknown, @Headers('if-match') ifMatch?: string) {
    return this.applications.update(id, body, ifMatch);
  }

  @Get('View-application/:id')
  @RateLimit('view')
  @ApiOperation({
    summary: 'Every stored value of an application with sku_id, payment_status and the fee; also the lookup by application number',
  })
  @ApiParam(SKU_PARAM)
  @ApiResponse({
    status: 200,
    description:
      "{ success: true, status: true, data: { sku_id, payment_status: 'UNPAID' | 'COMPLETED', ...values, fee: { amount, currency: 'USD', visaFee, urgentFee } | null, saved_at: '<ISO time of the last save>', incomplete_steps: [{ id, route, title, errors: [{ field, message }] }] (the steps whose rules the answers do not meet yet, as create-Order checks them; empty when complete), correction: { round, message, requested_at, fields: [{ name, title, step }] } | null (the fields our staff asked the applicant to correct on a paid application, and why; only those may then be saved, and POST /api/india/submit-corrections/{id} sends them back), review_stage: 'received' | 'in_review' | 'waiting_for_corrections' | 'submitted' | 'approved' | 'rejected' | null (where a paid application stands, in the applicant's terms; null before payment) }, file_links: { '<file name>': '/api/uploads/<file name>?expires=..&signature=..' } } (links expire after FILE_LINK_MINUTES)",
  })
  @ApiResponse({ status: 404, description: "{ success: false, status: false, message: 'Application not found' }" })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  view(@Param('id') id: string) {
    // The lookup's id as people type it: spaces, dashes and case do not matter.
    return this.applications.view(normalizeApplicationId(id));
  }
}
