import { normalizeApplicationId } from '@evisa/forms';
import { Controller, Get, Headers, Param, Post, Put, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import type { Request } from 'express';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { applicantLanguage, requestLanguage } from '../i18n/request-language.js';
import { SOURCE_LANGUAGE } from '@evisa/forms/languages';
import { ApplicationsService, ERASED_MESSAGE } from './applications.service.js';
import { clientAddress } from './client-address.js';
import { GeoIpService } from './geo-ip.service.js';
import { ApplicationValues, CreateApplicationReply, SavedElsewhere, UpdateApplicationReply, ViewApplicationReply } from './applications.schemas.js';

const SKU_PARAM = { name: 'id', description: 'The temporary application id (sku_id)', example: 'K7M2QX9PA4R8TZ3WN' };

@ApiTags('applications')
@Controller('india')
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly geoIp: GeoIpService,
  ) {}

  @Post('create-application')
  @RateLimit('create')
  @ApiOperation({ summary: 'Start an application with the values of step 1; returns its new sku_id' })
  @Returns(CreateApplicationReply, { status: 201, description: 'The new application: its sku_id, payment_status, form_version and the saved values' })
  @Fails({ 400: 'The values do not meet the rules of the first step (one message per field)', 429: 'Too many requests from this address' })
  create(@RequestBody(ApplicationValues) body: RequestOf<typeof ApplicationValues>, @Req() request: Request) {
    return this.applications.create(
      body,
      clientAddress(request, (ip) => this.geoIp.locate(ip)),
      {
        language: applicantLanguage(body, request) ?? SOURCE_LANGUAGE,
        replyIn: requestLanguage(request),
      },
    );
  }

  @Put('update-application/:id')
  @RateLimit('save')
  @ApiOperation({ summary: 'Save the values of a step into the application; each step is checked against the merged application' })
  @ApiParam(SKU_PARAM)
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description:
      "The saved_at the client last read (View-application or a save): the save is refused with 412 when the application was saved since; '*' or none saves unconditionally",
  })
  @Returns(UpdateApplicationReply, { description: 'The application with its new saved_at and the steps still incomplete' })
  @Fails({
    400: 'The values do not meet the rules of the steps they touch (one message per field); also an upload field naming no file uploaded here, or a photograph that is not a square JPEG of 10 KB to 1 MB and at least 350 px',
    404: 'Application not found',
    409: 'This application has been paid and can no longer be changed (or its payment is being captured); or, while staff asked for corrections, a change to a field not asked for (named in the message) or to the paid fee',
    410: ERASED_MESSAGE,
    412: ['Saved elsewhere since the If-Match saved_at; nothing was changed. The body has the current saved_at', SavedElsewhere],
    429: 'Too many requests from this address',
  })
  update(
    @Param('id') id: string,
    @RequestBody(ApplicationValues) body: RequestOf<typeof ApplicationValues>,
    @Req() request: Request,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.applications.update(id, body, { ifMatch, language: applicantLanguage(body, request), replyIn: requestLanguage(request) });
  }

  @Get('View-application/:id')
  @RateLimit('view')
  @ApiOperation({
    summary: 'Every stored value of an application with sku_id, payment_status and the fee; also the lookup by application number',
  })
  @ApiParam(SKU_PARAM)
  @Returns(ViewApplicationReply)
  @Fails({ 404: 'Application not found', 410: ERASED_MESSAGE, 429: 'Too many requests from this address' })
  view(@Param('id') id: string) {
    // The lookup's id as people type it: spaces, dashes and case do not matter.
    return this.applications.view(normalizeApplicationId(id));
  }
}
