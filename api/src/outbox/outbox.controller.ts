import { Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { ALREADY_QUEUED_MESSAGE, NO_MAIL_SERVER_MESSAGE, OutboxService } from './outbox.service.js';
import { OutboxListQuery, OutboxMessage, OutboxWrite } from './outbox.schemas.js';

@ApiTags('admin: outbox')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/outbox')
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get()
  @ApiOperation({
    summary:
      'E-mails waiting to be sent or retried (PENDING), sent (SENT), kept without SMTP (STORED) or given up (FAILED), with attempts and the last error',
  })
  @Returns([OutboxMessage])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(@RequestListQuery(OutboxListQuery) listQuery: ListQueryOf<typeof OutboxListQuery>, @Res({ passthrough: true }) response: Response) {
    const { rows, total } = await this.outbox.list(listQuery);
    setContentRange(response, 'outbox', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One e-mail with its text' })
  @Returns(OutboxMessage)
  @Fails({ 404: 'Message not found' })
  show(@Param('id') id: string) {
    return this.outbox.findOne(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: "Send one e-mail again: body { status: 'PENDING' } queues it with a fresh count of attempts; answers the message",
  })
  @Returns(OutboxMessage)
  @Fails({
    400: "A changed field other than status, or a status other than 'PENDING'",
    404: 'Message not found',
    409: `${ALREADY_QUEUED_MESSAGE} / ${NO_MAIL_SERVER_MESSAGE}`,
  })
  update(@Param('id') id: string, @RequestBody(OutboxWrite) body: RequestOf<typeof OutboxWrite>, @CurrentStaff() actor: PublicUser) {
    return this.outbox.update(id, body, actor);
  }
}
