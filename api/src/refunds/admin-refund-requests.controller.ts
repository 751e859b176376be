import { applyDecorators, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { RefundRequestsService } from './refund-requests.service.js';
import { RefundApproval, RefundDecline, RefundRequestListQuery, RefundRequestRecord, RefundSentByBank } from './refunds.schemas.js';

const NO_SUCH_REQUEST = 'Unknown refund request';

/**
 * A staff decision on one refund request, POST /api/admin/refund-requests/{id}/{decision}: it answers 200 with the
 * request as GET /api/admin/refund-requests/{id} returns it, or 404 when there is none; `refusals` says when it
 * answers 400 and 409 (and 502, where PayPal refunds).
 */
function DecidesRefundRequest(
  decision: string,
  operation: { summary: string; description?: string },
  refusals: { 400: string; 409: string } & Record<number, string>,
): MethodDecorator {
  return applyDecorators(
    Post(`:id/${decision}`),
    ApiOperation(operation),
    Returns(RefundRequestRecord),
    Fails({ ...refusals, 404: NO_SUCH_REQUEST }),
  );
}

@ApiTags('admin: refund requests')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/refund-requests')
export class AdminRefundRequestsController {
  constructor(private readonly requests: RefundRequestsService) {}

  @Get()
  @ApiOperation({ summary: 'Refund requests (ra-data-simple-rest list)' })
  @Returns([RefundRequestRecord])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(
    @RequestListQuery(RefundRequestListQuery) listQuery: ListQueryOf<typeof RefundRequestListQuery>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { rows, total } = await this.requests.list(listQuery);
    setContentRange(response, 'refund-requests', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One refund request, with the policy rule that applied and the refund PayPal made' })
  @Returns(RefundRequestRecord)
  @Fails({ 404: NO_SUCH_REQUEST })
  show(@Param('id') id: string) {
    return this.requests.findOne(id);
  }

  @DecidesRefundRequest(
    'approve',
    {
      summary: "Approve: PayPal refunds the amount (the policy's, or another with a reason); the applicant is e-mailed once",
      description:
        'Two approvals at once refund once: the second is refused with 409. The refund is recorded in the ledger, moves the payment to PARTIALLY_REFUNDED or REFUNDED and, before the submission to the government, ends the case (WITHDRAWN).',
    },
    {
      400: "No amount, an amount not in whole cents, or an amount other than the policy's without a reason",
      409: 'Already decided, being refunded right now, or more than is left of the payment (PayPal REFUND_AMOUNT_EXCEEDED)',
      502: 'PayPal did not answer as expected; nothing was refunded',
    },
  )
  approve(@Param('id') id: string, @RequestBody(RefundApproval) body: RequestOf<typeof RefundApproval>, @CurrentStaff() staff: PublicUser) {
    return this.requests.approve(id, body, staff);
  }

  @DecidesRefundRequest(
    'sent-by-bank',
    {
      summary: "Record an approved bank transfer's refund as sent by the business's bank, with the bank's reference",
      description:
        'A bank transfer is refunded by hand: approving it leaves it REFUNDING; this records the refund in the ledger (payment PARTIALLY_REFUNDED or REFUNDED, audited with the staff member) and e-mails the applicant, as a PayPal refund does. Recorded once.',
    },
    {
      400: 'No bank_reference',
      409: 'Not an approved refund of a bank transfer (PENDING, already refunded or declined, or a PayPal payment)',
    },
  )
  sentByBank(@Param('id') id: string, @RequestBody(RefundSentByBank) body: RequestOf<typeof RefundSentByBank>, @CurrentStaff() staff: PublicUser) {
    return this.requests.sentByBank(id, body.bank_reference, staff);
  }

  @DecidesRefundRequest(
    'decline',
    { summary: 'Decline with a reason, which the applicant is e-mailed' },
    { 400: 'No reason', 409: 'Already decided, or being refunded right now' },
  )
  decline(@Param('id') id: string, @RequestBody(RefundDecline) body: RequestOf<typeof RefundDecline>, @CurrentStaff() staff: PublicUser) {
    return this.requests.decline(id, body.reason, staff);
  }
}
