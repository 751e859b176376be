import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/roles.js';
import { parseListQuery, setContentRange } from '../common/listQuery.js';
import { ApplicationsService, SORTABLE_COLUMNS, toStaffRecord } from './applications.service.js';

@ApiTags('admin: applications')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/applications')
export class AdminApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get()
  @ApiOperation({ summary: 'Applications, as ra-data-simple-rest lists them (Content-Range header holds the total)' })
  @ApiQuery({ name: 'sort', required: false, example: '["created_at","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"martin","payment_status":"UNPAID"}' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const listQuery = parseListQuery(query, SORTABLE_COLUMNS, 'created_at');
    const { rows, total } = await this.applications.list(listQuery);
    setContentRange(response, 'applications', listQuery, rows.length, total);
    return rows.map(toStaffRecord);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One application with every form value' })
  async show(@Param('id') id: string) {
    return toStaffRecord(await this.applications.findBySkuId(id));
  }
}
