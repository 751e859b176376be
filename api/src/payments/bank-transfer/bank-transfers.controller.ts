import { Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../common/rate-limit.decorator.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../../contract/contract.js';
import { BLOCKED_MESSAGE } from '../payment-ledger.service.js';
import { PaymentTokenGuard } from '../payment-token.guard.js';
import { OrderRefused } from '../payments.schemas.js';
import { BankTransferReply, ChooseBankTransferRequest } from './bank-transfers.schemas.js';
import { BankTransfersService } from './bank-transfers.service.js';

/** The applicant's side of a bank transfer: choosing it on the payment page, and reading what became of it. */
@ApiTags('payments')
@Controller('india')
export class BankTransfersController {
  constructor(private readonly transfers: BankTransfersService) {}

  @Post('bank-transfer')
  @RateLimit('payment')
  @UseGuards(PaymentTokenGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Pay by bank transfer: the business's account, a payment reference of the application's own, and the amount, fixed from now",
    description: 'Repeating the call answers the same pending transfer. Answers that later change the fee cancel it (the save says so).',
  })
  @Returns(BankTransferReply)
  @Fails({
    401: 'No valid payment access token',
    404: 'Application not found / bank transfer not offered (no account configured)',
    409: [`Already paid / ${BLOCKED_MESSAGE} / no fee published / not complete (incompleteSteps)`, OrderRefused],
    429: 'Too many requests from this address',
  })
  choose(@RequestBody(ChooseBankTransferRequest) body: RequestOf<typeof ChooseBankTransferRequest>) {
    return this.transfers.choose(body.sku_id);
  }

  @Get('bank-transfer/:sku_id')
  @RateLimit('view')
  @ApiOperation({ summary: "The application's latest bank transfer: awaited, received, or cancelled (and why)" })
  @Returns(BankTransferReply)
  @Fails({ 404: 'Application not found / no bank transfer chosen / bank transfer not offered' })
  latest(@Param('sku_id') skuId: string) {
    return this.transfers.latest(skuId);
  }
}
