import { Controller, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ERASED_MESSAGE } from '../applications/applications.service.js';
import { Fails, Returns } from '../contract/contract.js';
import { CorrectionsSubmittedReply } from './corrections.schemas.js';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { CorrectionsService } from './corrections.service.js';

@ApiTags('applications')
@Controller('india')
export class CorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @Post('submit-corrections/:id')
  @RateLimit('create')
  @ApiOperation({
    summary:
      'Send back the corrections staff asked for (View-application `correction`): the application becomes read-only again and goes back to review',
  })
  @ApiParam({ name: 'id', description: 'The temporary application id (sku_id)', example: 'K7M2QX9PA4R8TZ3WN' })
  @Returns(CorrectionsSubmittedReply)
  @Fails({
    400: 'The application does not meet the rules of the form (one message per field)',
    404: 'Application not found',
    409: 'There is no open correction request on this application (or it is not paid).',
    410: ERASED_MESSAGE,
    429: 'Too many requests from this address',
  })
  submit(@Param('id') id: string) {
    return this.corrections.submit(id);
  }
}
