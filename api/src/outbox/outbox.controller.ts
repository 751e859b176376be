import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/roles.js';
import { parseListQuery, setContentRange } from '../common/listQuery.js';
import { OUTBOX_SORTABLE, OutboxService } from './outbox.service.js';

@ApiTags('admin: outbox')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/outbox')
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get()
  @ApiOperation({ summary: 'E-mails the system sent (SENT), kept without SMTP (STORED) or could not send (FAILED); read-only' })
  @ApiQuery({ name: 'sort', required: false, example: '["created_at","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, description: 'q (recipient, subject), status, id (list)', example: '{"status":"STORED"}' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const listQuery = parseListQuery(query, OUTBOX_SORTABLE, 'created_at');
    const { rows, total } = await this.outbox.list(listQuery);
    setContentRange(response, 'outbox', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One e-mail with its text' })
  show(@Param('id') id: string) {
    return this.outbox.findOne(id);
  }
}
