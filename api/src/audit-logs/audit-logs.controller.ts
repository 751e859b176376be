import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import type { PublicUser } from '../users/public-user.js';
import { Fails, Returns } from '../contract/contract.js';
import { AuditLogsService } from './audit-logs.service.js';
import { AuditLogEntry, AuditLogListQuery } from './audit-logs.schemas.js';

@ApiTags('admin: audit logs')
@ApiBearerAuth()
@Roles('admin', 'staff', 'editor')
@Controller('admin/audit-logs')
export class AuditLogsController {
  constructor(private readonly auditLogs: AuditLogsService) {}

  @Get()
  @ApiOperation({
    summary: 'Who changed what and when, and (admins only) who read which application; read-only',
    description:
      'Staff see changes to applications, enquiries and e-mails; editors to form definitions. Filters: resource, record_id, user_id, user_email, action (one or a list), read_of (an application id: its openings, file views and the lists that showed it; admins only). Each entry names its record in words in record_label (the country of a fee record, the e-mail of a staff account, the sku_id of an application, the sender of an enquiry, the subject and recipient of an e-mail).',
  })
  @Returns([AuditLogEntry])
  @Fails({ 400: 'An invalid sort, range or filter', 403: 'A resource or read_of filter your role may not see' })
  async list(
    @RequestListQuery(AuditLogListQuery) listQuery: ListQueryOf<typeof AuditLogListQuery>,
    @CurrentStaff() reader: PublicUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { rows, total } = await this.auditLogs.list(listQuery, reader);
    setContentRange(response, 'audit-logs', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit log entry' })
  @Returns(AuditLogEntry)
  @Fails({ 403: 'An entry your role may not see', 404: 'No such entry' })
  show(@Param('id') id: string, @CurrentStaff() reader: PublicUser) {
    return this.auditLogs.findOne(id, reader);
  }
}
