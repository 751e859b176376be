import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../../auth/current-staff.decorator.js';
import { Roles } from '../../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../../common/list-query.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../../contract/contract.js';
import type { PublicUser } from '../../users/public-user.js';
import {
  BankTransferListQuery,
  BankTransferRecord,
  ConfirmBankTransferReply,
  ConfirmBankTransferRequest,
  StatementImportRequest,
  StatementLine,
} from './bank-transfers.schemas.js';
import { BankTransfersService } from './bank-transfers.service.js';

/** Staff's side of bank transfers: find one by its reference, read a bank statement against them, confirm money received. */
@ApiTags('admin: bank transfers')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/bank-transfers')
export class AdminBankTransfersController {
  constructor(private readonly transfers: BankTransfersService) {}

  @Get()
  @ApiOperation({ summary: 'Bank transfers, newest first (ra-data-simple-rest list)' })
  @Returns([BankTransferRecord])
  @Fails({ 400: 'An invalid range or filter' })
  async list(
    @RequestListQuery(BankTransferListQuery) listQuery: ListQueryOf<typeof BankTransferListQuery>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { rows, total } = await this.transfers.list(listQuery.filter, listQuery.skip, listQuery.take);
    setContentRange(response, 'bank-transfers', listQuery, rows.length, total);
    return rows;
  }

  @Post('statement')
  @ApiOperation({ summary: 'Read a bank statement (CSV): each credit line with the transfer its reference names, and what confirming it would do' })
  @Returns([StatementLine])
  @Fails({ 400: 'No csv', 409: 'Not CSV, or no Amount column' })
  statement(@RequestBody(StatementImportRequest) body: RequestOf<typeof StatementImportRequest>) {
    return this.transfers.matchStatement(body.csv);
  }

  @Get(':reference')
  @ApiOperation({ summary: 'One bank transfer by its payment reference' })
  @Returns(BankTransferRecord)
  @Fails({ 404: 'No bank transfer has this payment reference' })
  show(@Param('reference') reference: string) {
    return this.transfers.findOne(reference);
  }

  @Post(':reference/confirm')
  @ApiOperation({
    summary: 'Confirm money received: the amount due completes the application (audit, receipt, e-mail) as a PayPal capture does',
    description:
      'Less than due is kept and the applicant asked for the rest; more completes it and says what to give back. The same bank_transaction twice counts once.',
  })
  @Returns(ConfirmBankTransferReply)
  @Fails({
    400: 'No amount or bank_transaction',
    404: 'No bank transfer has this payment reference',
    409: 'Already paid, or cancelled (fee changed, lapsed)',
  })
  confirm(
    @Param('reference') reference: string,
    @RequestBody(ConfirmBankTransferRequest) body: RequestOf<typeof ConfirmBankTransferRequest>,
    @CurrentStaff() staff: PublicUser,
  ) {
    return this.transfers.confirm(reference, body, staff);
  }
}
