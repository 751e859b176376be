import { normalizeApplicationId } from '@evisa/forms';
import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { ERASED_MESSAGE } from '../applications/applications.service.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { DocumentLink, DocumentProof, DocumentSent, TrackReply } from './track.schemas.js';
import { DOCUMENT_SENT, TrackService } from './track.service.js';

const ID_PARAM = { name: 'id', description: 'The application id (sku_id); spaces, dashes and case do not matter', example: 'K7M2QX9PA4R8TZ3WN' };

@ApiTags('applications')
@Controller('india')
export class TrackController {
  constructor(private readonly tracking: TrackService) {}

  @Get('track/:id')
  @RateLimit('view')
  @ApiOperation({ summary: 'Where an application stands: its milestones with dates, and the day its submission was promised by (the /Track page)' })
  @ApiParam(ID_PARAM)
  @Returns(TrackReply)
  @Fails({ 404: 'Application not found', 410: ERASED_MESSAGE, 429: 'Too many requests from this address' })
  track(@Param('id') id: string) {
    return this.tracking.track(normalizeApplicationId(id));
  }

  @Post('track/:id/document')
  @RateLimit('lookup')
  @ApiOperation({
    summary:
      'A short-lived signed link to the decision document (e-Visa or refusal letter) for whoever gives the passport number of the application (audited)',
  })
  @ApiParam(ID_PARAM)
  @Returns(DocumentLink)
  @Fails({
    400: 'passport_number missing',
    403: 'The id and passport number do not match an application with a decision document (the same answer whichever is wrong)',
    429: 'Too many wrong passport numbers for this application, or too many requests from this address',
  })
  documentLink(@Param('id') id: string, @RequestBody(DocumentProof) body: RequestOf<typeof DocumentProof>) {
    return this.tracking.documentLink(normalizeApplicationId(id), body.passport_number);
  }

  @Post('track/:id/send-document')
  @RateLimit('lookup')
  @ApiOperation({ summary: 'E-mail a fresh link to the decision document to the address given in the application' })
  @ApiParam(ID_PARAM)
  @Returns(DocumentSent, { status: 202, description: DOCUMENT_SENT })
  @Fails({ 429: 'Too many requests from this address' })
  sendDocument(@Param('id') id: string) {
    return this.tracking.sendDocument(normalizeApplicationId(id));
  }
}
