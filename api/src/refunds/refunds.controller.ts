import { REFUND_REASON_MAX } from '@evisa/forms';
import { normalizeApplicationId } from '@evisa/forms';
import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { ERASED_MESSAGE } from '../applications/applications.service.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { RefundAsk, RefundStanding } from './refunds.schemas.js';
import { RefundRequestsService } from './refund-requests.service.js';

const ID_PARAM = { name: 'id', description: 'The application id (sku_id); spaces, dashes and case do not matter', example: 'K7M2QX9PA4R8TZ3WN' };

/** The applicant's refund request, from the tracking page (/Track/{id}). */
@ApiTags('applications')
@Controller('india')
export class RefundsController {
  constructor(private readonly requests: RefundRequestsService) {}

  @Get('track/:id/refund')
  @RateLimit('view')
  @ApiOperation({ summary: 'What the refund policy gives back if asked now (the rule that applies, in words), and the latest refund request' })
  @ApiParam(ID_PARAM)
  @Returns(RefundStanding)
  @Fails({ 404: 'Application not found', 410: ERASED_MESSAGE, 429: 'Too many requests from this address' })
  standing(@Param('id') id: string) {
    return this.requests.standing(normalizeApplicationId(id));
  }

  @Post('track/:id/refund')
  @RateLimit('contact')
  @ApiOperation({
    summary: 'Ask for a refund, giving the reason: recorded with what the policy allows now, for staff to approve or decline',
  })
  @ApiParam(ID_PARAM)
  @Returns(RefundStanding, { status: 201, description: 'The refund standing, with the request just made' })
  @Fails({
    400: `No reason, or one over ${REFUND_REASON_MAX} characters`,
    404: 'Application not found',
    409: 'The application is not paid, is refunded in full, has a request open already, or had one refunded',
    410: ERASED_MESSAGE,
    429: 'Too many requests from this address',
  })
  ask(@Param('id') id: string, @RequestBody(RefundAsk) body: RequestOf<typeof RefundAsk>) {
    return this.requests.ask(normalizeApplicationId(id), body.reason);
  }
}
